/** Registers the service worker that opens visited pages offline (built site only; the dev server has none). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/pwa-sw.js').catch((error: unknown) => console.error('service worker registration failed', error));
  });
}
