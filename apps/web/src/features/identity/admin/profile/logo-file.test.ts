import { COMPANY_IMAGE_MAX_BYTES, UNSUPPORTED_IMAGE_MESSAGE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { logoFileProblem } from './logo-file';

describe('logo file check', () => {
  it.each([
    [{ type: 'image/png', size: 2048 }, undefined],
    [{ type: 'image/svg+xml', size: COMPANY_IMAGE_MAX_BYTES }, undefined],
    [{ type: 'image/gif', size: 10 }, UNSUPPORTED_IMAGE_MESSAGE],
    [{ type: 'image/jpeg', size: COMPANY_IMAGE_MAX_BYTES + 1 }, 'The image is too large: at most 1024 KB.'],
  ])('%j -> %j', (file, expected) => {
    expect(logoFileProblem(file)).toBe(expected);
  });
});
