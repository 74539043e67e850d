export interface RegisterOptions {
  /** The build's mode; development chunks carry no hash and must never be cached. */
  mode?: string;
  container?: ServiceWorkerContainer;
}

/** Registers /sw.js once the page has loaded, in production builds of browsers that support it. */
export function registerServiceWorker({ mode = process.env.NODE_ENV, container = navigator.serviceWorker }: RegisterOptions = {}): void {
  if (mode !== 'production' || !container) return;
  const register = () => {
    container.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a service worker the shop works exactly the same, only without the offline page.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
