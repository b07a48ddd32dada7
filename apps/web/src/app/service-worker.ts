import { Workbox } from 'workbox-window';

/**
 * Registers the service worker of the production build (it caches the app shell; vite.config.ts). spec 2: when
 * a newly installed worker takes control of the page, the page reloads so code and cache match again. The first
 * install reloads nothing.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  workbox.register().catch(() => {
    // No worker (private mode, blocked): the portal simply works without the offline shell.
  });
}
