/** The most a Letter of Authorization may weigh (wire reference 3.6 and 3.7: a PDF of at most 1 MB). */
export const LOA_MAX_BYTES = 1024 * 1024;

/** The bytes as base64, a chunk at a time (a whole megabyte spread into one call overflows the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary);
}

/**
 * Reads a chosen file as the base64 PDF an order carries (an LOA), or answers `refusal`, the contract's own message,
 * when it weighs more than `maxBytes` or does not start as a PDF does.
 */
export async function readPdf(
  file: File,
  refusal: string,
  maxBytes = LOA_MAX_BYTES,
): Promise<{ base64: string } | { error: string }> {
  if (file.size > maxBytes) return { error: refusal };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (String.fromCharCode(...bytes.slice(0, 5)) !== '%PDF-') return { error: refusal };
  return { base64: base64Of(bytes) };
}
