import { createRequire } from 'node:module';
import type { DOMPurify } from 'dompurify';

// jsdom takes about a second to load; only an SVG upload needs it, so it is loaded then, not at every start.
const require = createRequire(import.meta.url);
const loadJsdom = (): typeof import('jsdom') => require('jsdom');
const loadDomPurify = (): typeof import('dompurify').default => require('dompurify');

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** An SVG document: well-formed XML whose root is the SVG element. */
function isSvgDocument(text: string): boolean {
  try {
    const root = new (loadJsdom().JSDOM)(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
    return root.namespaceURI === SVG_NAMESPACE && root.localName === 'svg';
  } catch {
    return false;
  }
}

/** The type of an image told by its content (magic bytes), never by its name or declared type; null otherwise. */
export function detectImageType(data: Buffer): ImageContentType | null {
  if (data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(head)) {
    return isSvgDocument(data.toString('utf8')) ? 'image/svg+xml' : null;
  }
  return null;
}

let purifier: DOMPurify | undefined;

// Only references inside the document (#id) survive: an external href or a url() in a style could load
// anything, or track who looks at the logo.
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = loadDomPurify()(new (loadJsdom().JSDOM)('').window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !data.attrValue.trim().startsWith('#')) data.keepAttr = false;
    if (name === 'style' && /url\s*\(|@import|expression\s*\(/i.test(data.attrValue)) data.keepAttr = false;
  });
  purifier = instance;
  return instance;
}

/** Removes scripts, event handlers, foreign objects, style sheets and external references from an SVG. */
export function sanitizeSvg(svg: string): string {
  return getPurifier().sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'style', 'foreignObject', 'image', 'use', 'a'],
  });
}
