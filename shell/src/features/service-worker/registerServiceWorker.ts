export interface RegisterOptions {
  /** The build's mode; development chunks carry no hash and must never be cached. */
  mode?: string;
  container?: ServiceWorkerContainer;
}

/** Registers /sw.js after `load` in production; the registration (up to 7 ms) gets a task of its own, since `load`
 * often fires in the task of the shell's start. */
export function registerServiceWorker({ mode = process.env.NODE_ENV, container = navigator.serviceWorker }: RegisterOptions = {}): void {
  if (mode !== 'production' || !container) return;
  const register = () =>
    setTimeout(() => {
      container.register('/sw.js', { scope: '/' }).catch(() => {
        // Without a service worker the shop works exactly the same, only without the offline page.
      });
    }, 0);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
