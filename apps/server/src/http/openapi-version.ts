/** The version of the published API document (the API itself is versioned by path, v2 and v2.1). */
export const API_DOCUMENT_VERSION = '2.0.0';
