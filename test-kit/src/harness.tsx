// The fake shell a fragment runs in outside the shop: the props the real shell gives, for a remote's
// dev harness (mountHarness) and for its tests (render.tsx).
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { createBus, type Expose, type FragmentProps } from '@bottega/browser-contract';
import { plainFragmentProps } from '@bottega/fragment-kit/plain-props';

/** The props the shell gives every fragment on the Italian site, with its own bus, a navigate that goes nowhere and an empty slot. */
export function shellProps(overrides: Partial<FragmentProps> = {}): FragmentProps {
  return {
    ...plainFragmentProps('/it', {}, ''),
    apiBaseUrl: '',
    navigate: () => undefined,
    bus: createBus(new EventTarget()),
    slot: () => ({ unmount: () => undefined }),
    ...overrides,
  };
}

/** The dev harness: the fragment chosen by `?fragment=Name`, route params taken from the query string. */
export function mountHarness(expose: Expose, root = document.getElementById('harness')!) {
  const query = new URLSearchParams(location.search);
  const names = Object.keys(expose.fragments);
  const chosen = query.get('fragment') ?? names[0];
  const nav = document.createElement('nav');
  nav.innerHTML = names.map((name) => `<a href="?fragment=${name}" style="margin-right:12px">${name}</a>`).join('');
  root.before(nav);
  const bus = createBus();
  const props = shellProps({
    params: Object.fromEntries(query.entries()),
    query: location.search,
    navigate: (to) => history.pushState(null, '', to),
    bus,
    slot: (element, remote, fragment) => {
      element.textContent = `[${remote}/${fragment}]`;
      return { unmount: () => (element.textContent = '') };
    },
  });
  for (const name of ['cart:open', 'wishlist:open', 'account:open-login', 'shell:notify', 'cart:changed', 'wishlist:changed'] as const) {
    bus.on(name).subscribe((payload) => console.info(`[harness] ${name}`, payload));
  }
  expose.fragments[chosen]().then((config) => mountRootParcel(config as ParcelConfig, { domElement: root, ...props }));
}
