/**
 * Whether a route belongs to the API (`/v2`, `/v2.1`): what the edge limits and response compression apply to.
 * The web app, its pre-compressed files, the user documentation and the health checks are not API routes.
 */
export function isApiRoute(url: string): boolean {
  return url === '/v2' || url.startsWith('/v2/') || url === '/v2.1' || url.startsWith('/v2.1/');
}
