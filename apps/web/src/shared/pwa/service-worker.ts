/** Registers the service worker that opens visited pages offline (built site only; the dev server has none); called once the page has loaded. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/pwa-sw.js').catch((error: unknown) => console.error('service worker registration failed', error));
}
