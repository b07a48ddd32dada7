import { describe, expect, it } from 'vitest';
import { buildDocumentTitle } from './document-title';

describe('buildDocumentTitle (spec 2)', () => {
  it('is "Portal" alone without route titles', () => {
    expect(buildDocumentTitle([])).toBe('Portal');
    expect(buildDocumentTitle([undefined, ''])).toBe('Portal');
  });

  it('appends " - {title}" for each matched route title, outermost first', () => {
    expect(buildDocumentTitle([undefined, 'Dashboard'])).toBe('Portal - Dashboard');
    expect(buildDocumentTitle(['Ports', undefined, 'Details'])).toBe('Portal - Ports - Details');
  });
});
