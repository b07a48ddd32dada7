import { COMPANY_IMAGE_MAX_BYTES, UNSUPPORTED_IMAGE_MESSAGE } from '@portal/contract';

/** The image types the server accepts for a logo (it checks the content too). */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** Why a chosen file cannot be a logo, before it is sent; undefined when it may be. */
export function logoFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return UNSUPPORTED_IMAGE_MESSAGE;
  if (file.size > COMPANY_IMAGE_MAX_BYTES) {
    return `The image is too large: at most ${Math.round(COMPANY_IMAGE_MAX_BYTES / 1024)} KB.`;
  }
  return undefined;
}
