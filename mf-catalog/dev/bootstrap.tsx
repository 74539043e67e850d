// A stand-in shell (header with SearchBox and CategoryNav, a page slot routed /it/c/:id, /it/p/:id) to click
// through the catalog without the other remotes; `?fragment=Name&param=value` mounts any fragment.
import '@bottega/ui/tokens.css';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { createBus, type FragmentProps } from '@bottega/browser-contract';
import { shellProps } from '@bottega/test-kit/harness';
import expose from '../src/expose';

const root = document.getElementById('harness')!;
root.innerHTML = `
  <header style="position:sticky;top:0;z-index:100;background:#fff;border-bottom:1px solid var(--color-border)">
    <div style="max-width:1280px;margin:0 auto;display:flex;align-items:center;gap:24px;padding:8px 24px">
      <a href="/it" style="font-family:var(--font-display);font-size:1.6rem;color:var(--color-ink);text-decoration:none">Bottega</a>
      <div id="search" style="flex:1;max-width:32rem"></div>
    </div>
    <div id="nav"></div>
  </header>
  <main id="page"></main>
  <div id="toasts" style="position:fixed;right:16px;bottom:16px;display:flex;flex-direction:column;gap:8px;z-index:600"></div>`;

const bus = createBus();
const slot: FragmentProps['slot'] = (element, remote, fragment) => {
  element.innerHTML = `<span title="${remote}/${fragment}" style="display:inline-flex;align-items:center;justify-content:center;min-width:36px;min-height:36px;font-size:11px;color:#8a8178">${fragment === 'WishlistHeart' ? '♡' : `[${remote}/${fragment}]`}</span>`;
  return { unmount: () => (element.innerHTML = '') };
};

function route(): { fragment: string; params: Record<string, string> } {
  const query = new URLSearchParams(location.search);
  const match = location.pathname.match(/^\/it\/(c|p)\/([^/]+)$/);
  if (match)
    return match[1] === 'c'
      ? { fragment: 'CategoryPage', params: { categoryId: decodeURIComponent(match[2]) } }
      : { fragment: 'ProductPage', params: { productId: decodeURIComponent(match[2]) } };
  const params = Object.fromEntries(query.entries());
  return { fragment: query.get('fragment') ?? 'CategoryPage', params };
}

const props = (params: Record<string, string> = {}) =>
  shellProps({
    params,
    query: location.search,
    navigate: (to) => {
      history.pushState(null, '', to);
      bus.publish({ name: 'shell:navigate', payload: { v: 1, to } });
      render();
    },
    bus,
    slot,
  });

const load = (name: string) => expose.fragments[name as keyof typeof expose.fragments]() as Promise<unknown> as Promise<ParcelConfig>;
let page: { name: string; parcel: Parcel } | null = null;
let lastPath = location.pathname;

async function render() {
  const { fragment, params } = route();
  if (page && page.name === fragment) {
    await page.parcel.update!(props(params));
  } else {
    if (page) await page.parcel.unmount();
    const parcel = mountRootParcel(await load(fragment), { domElement: document.getElementById('page')!, ...props(params) });
    page = { name: fragment, parcel };
  }
  // Like the shell: scroll to the top on navigation unless the path stays the same.
  if (location.pathname !== lastPath) window.scrollTo(0, 0);
  lastPath = location.pathname;
}

window.addEventListener('popstate', () => render());
bus.on('shell:notify').subscribe(({ notification }) => {
  const toast = document.createElement('div');
  toast.setAttribute('role', 'status');
  toast.style.cssText = 'background:#fff;border-left:4px solid var(--color-ink);box-shadow:var(--shadow-md);padding:10px 14px;max-width:22rem;font-size:14px';
  toast.textContent = `${notification.type}: ${notification.title ? `${notification.title} — ` : ''}${notification.message}`;
  document.getElementById('toasts')!.append(toast);
  setTimeout(() => toast.remove(), 6000);
});
for (const name of ['cart:open', 'cart:changed', 'shell:analytics', 'shell:close-mobile-menu'] as const) {
  bus.on(name).subscribe((payload) => console.info(`[harness] ${name}`, JSON.stringify(payload)));
}

const { fragment } = route();
if (!['SearchBox', 'CategoryNav'].includes(fragment)) {
  load('SearchBox').then((config) => mountRootParcel(config, { domElement: document.getElementById('search')!, ...props() }));
  load('CategoryNav').then((config) => mountRootParcel(config, { domElement: document.getElementById('nav')!, ...props() }));
}
render();
