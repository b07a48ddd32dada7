/// <reference types="vite/client" />

/** The build-time settings of the web app (README "Configuration"). */
interface ImportMetaEnv {
  readonly VITE_PARTNER_PORTAL_URL?: string;
  readonly VITE_FEATURE_REQUEST_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
