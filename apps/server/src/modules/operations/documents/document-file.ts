import type { DocumentMimeType } from '@portal/contract';
import { detectImageType } from '../../identity/customers/company-image.js';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** The type of a document file told by its own bytes (PDF, PNG or JPEG), or null for anything else. */
export function detectDocumentType(data: Buffer): DocumentMimeType | null {
  if (data.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'application/pdf';
  const image = detectImageType(data);
  return image === 'image/png' || image === 'image/jpeg' ? image : null;
}

const EXTENSIONS: Record<DocumentMimeType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/**
 * A safe file name for a stored document: the uploaded name without any path, control or quote characters, at
 * most 120 characters, ending in the extension of its real type.
 */
export function documentFileName(uploaded: string | undefined, mimeType: DocumentMimeType): string {
  const base = (uploaded ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"<>|*?:]/gu, '')
    .trim()
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .slice(0, 120);
  return `${base || 'document'}${EXTENSIONS[mimeType]}`;
}

/** A Content-Disposition header for a download: an ASCII fallback plus the UTF-8 name (RFC 6266). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
