import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('spec 2, 5, 6: the names other packages rely on', () => {
  it.each([
    'messages',
    'validateRequired',
    'validateMinLength',
    'validateMaxLength',
    'validatePasswordStrength',
    'PERMISSIONS',
    'GROUPS',
    'GROUP_PERMISSIONS',
    'permissionsForGroup',
    'hasPermissions',
    'FEATURE_FLAGS',
    'hasFeature',
    'parseBrandHost',
    'pageTitle',
    'derivePortStatus',
    'portSummary',
    'portViewLabel',
    'isLagEligible',
    'crossConnectRefusal',
    'THEMES',
  ])('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
  });

  it('keeps the existing generic messages', () => {
    expect(domain.messages.required).toBe('This field is required');
    expect(domain.messages.maxLength(1024)).toBe('The max length is 1024');
    expect(domain.THEMES).toEqual(['dark', 'light', 'system']);
  });
});
