/**
 * Registers the offline service worker once the page has loaded and gone idle, so its precaching never
 * competes with the first visit. `onUpdate` is called when a new version has installed and waits.
 */
export function registerServiceWorker(onUpdate: (activate: () => void) => void): void {
  if (!('serviceWorker' in navigator)) return;
  const offerUpdate = (worker: ServiceWorker) =>
    onUpdate(() => {
      const reload = () => window.location.reload();
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
      worker.postMessage({ type: 'SKIP_WAITING' });
      // The button must always reload: when this worker has already taken over (another tab asked first)
      // or was replaced by a newer one, no controllerchange comes here.
      setTimeout(reload, 3000);
    });

  const register = async () => {
    try {
      const registration = await navigator.serviceWorker.register('/sw.js');
      // With no controller a worker is the first install, not an update.
      const watch = (worker: ServiceWorker | null) => {
        if (!worker || !navigator.serviceWorker.controller) return;
        if (worker.state === 'installed') offerUpdate(worker);
        else worker.addEventListener('statechange', () => worker.state === 'installed' && offerUpdate(worker));
      };
      // The browser may have found the new version while loading this page, before we listened.
      watch(registration.waiting ?? registration.installing);
      registration.addEventListener('updatefound', () => watch(registration.installing));
    } catch (error) {
      console.warn('offline support could not start', error);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void register(), { timeout: 5000 }) : setTimeout(() => void register(), 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
