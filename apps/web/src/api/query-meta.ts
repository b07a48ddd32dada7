/** What a query or mutation may say about itself to the cache-wide error handling of the app. */
export interface RequestMeta extends Record<string, unknown> {
  /** spec 8: silent requests show no toast when they fail (a 401 still ends the session). */
  isSilent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}
