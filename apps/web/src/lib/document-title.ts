/** spec 2: the product name every page title starts with. */
export const PRODUCT_NAME = 'Portal';

/** spec 2 "Host and brand": "Portal" followed by " - {title}" for each matched route that has a title. */
export function buildDocumentTitle(routeTitles: readonly (string | undefined)[]): string {
  return routeTitles.reduce<string>(
    (title, routeTitle) => (routeTitle && routeTitle.trim() !== '' ? `${title} - ${routeTitle}` : title),
    PRODUCT_NAME,
  );
}
