// The fake shell a remote's dev harness runs in: the same props and bus as the real shell,
// with the fragment chosen by `?fragment=Name` and route params taken from the query string.
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createBus, type FragmentProps } from '@bottega/event-bus';

interface Expose {
  contract: number;
  fragments: Record<string, () => Promise<unknown>>;
}

export function mountHarness(expose: Expose, root = document.getElementById('harness')!) {
  const query = new URLSearchParams(location.search);
  const names = Object.keys(expose.fragments);
  const chosen = query.get('fragment') ?? names[0];
  const nav = document.createElement('nav');
  nav.innerHTML = names.map((name) => `<a href="?fragment=${name}" style="margin-right:12px">${name}</a>`).join('');
  root.before(nav);
  const bus = createBus();
  const props: FragmentProps = {
    locale: 'it',
    market: 'it',
    basePath: '/it',
    params: Object.fromEntries(query.entries()),
    query: location.search,
    apiBaseUrl: '',
    navigate: (to) => history.pushState(null, '', to),
    bus,
    slot: (element, remote, fragment) => {
      element.textContent = `[${remote}/${fragment}]`;
      return { unmount: () => (element.textContent = '') };
    },
  };
  for (const name of ['cart:open', 'wishlist:open', 'account:open-login', 'shell:notify', 'cart:changed', 'wishlist:changed'] as const) {
    bus.on(name).subscribe((payload) => console.info(`[harness] ${name}`, payload));
  }
  expose.fragments[chosen]().then((config) => mountRootParcel(config as ParcelConfig, { domElement: root, ...props }));
}
