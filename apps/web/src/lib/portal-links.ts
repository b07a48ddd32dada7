/**
 * Addresses outside the single-page app that a deployment chooses at build time (README "Configuration"):
 * `VITE_PARTNER_PORTAL_URL` is where a reseller who is not acting for a customer is sent (spec 2) and where the
 * "Return to Reseller portal" link leads; `VITE_FEATURE_REQUEST_URL` is the sidebar's Feature request link. Unset,
 * a reseller stays in this portal and the Feature request link is hidden (the shell shows no dead links).
 */
function configuredUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed).toString();
  } catch {
    return null;
  }
}

export const PARTNER_PORTAL_URL: string | null = configuredUrl(import.meta.env.VITE_PARTNER_PORTAL_URL);

export const FEATURE_REQUEST_URL: string | null = configuredUrl(import.meta.env.VITE_FEATURE_REQUEST_URL);

/** The user documentation the server serves (not a screen of the router). */
export const DOCUMENTATION_PATH = '/docs';
