import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SlotFunction, SlotOptions } from '@bottega/browser-contract';
import { NESTED_PENDING } from './server/protocol';
import { ServerSlotsContext, readServerSlots, type ServerSlots, type SlotRequest } from './serverSlots';
import { Slot } from './Slot';

/** A shell's slot function that records what it was asked; `updates: false` is a shell without `update`. */
function fakeShell({ updates }: { updates: boolean }) {
  const log: string[] = [];
  const slot: SlotFunction = (_element, remote, fragment, props) => {
    log.push(`mount ${remote}/${fragment} ${JSON.stringify(props)}`);
    const unmount = () => log.push('unmount');
    return updates ? { update: (next) => log.push(`update ${JSON.stringify(next)}`), unmount } : { unmount };
  };
  return { slot, log };
}

describe('a nested slot', () => {
  it('mounts the fragment once and gives it new props as an update', () => {
    const { slot, log } = fakeShell({ updates: true });
    const view = render(<Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={{ sku: 'A' }} />);
    view.rerender(<Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={{ sku: 'A' }} />);
    view.rerender(<Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={{ sku: 'B' }} />);
    view.unmount();
    expect(log).toEqual(['mount mf_cart/AddToCartButton {"sku":"A"}', 'update {"sku":"B"}', 'unmount']);
  });

  it('mounts the fragment again with the new props when the shell cannot update it', () => {
    const { slot, log } = fakeShell({ updates: false });
    const view = render(<Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={{ sku: 'A' }} />);
    view.rerender(<Slot slot={slot} remote="mf_cart" fragment="AddToCartButton" props={{ sku: 'B' }} />);
    expect(log).toEqual(['mount mf_cart/AddToCartButton {"sku":"A"}', 'unmount', 'mount mf_cart/AddToCartButton {"sku":"B"}']);
  });
});

describe('a nested slot below the screen', () => {
  let reportIntersecting: (isIntersecting: boolean) => void;
  beforeEach(() => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        reportIntersecting = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('in the page, left empty by the server, mounts at once (eager) and shows its fallback over a failure', () => {
    const { slot, log } = fakeShell({ updates: true });
    let report: SlotOptions['onState'];
    const failing: SlotFunction = (element, remote, fragment, props, options) => ((report = options?.onState), slot(element, remote, fragment, props, options));
    const view = render(<Slot slot={failing} level="page" eager remote="mf_cart" fragment="CartPage" props={{}} fallback={<p>Non disponibile</p>} />);
    expect(log).toEqual(['mount mf_cart/CartPage {}']);
    const box = view.container.firstElementChild!;
    expect(box.getAttribute('data-slot')).toBe('mf_cart/CartPage');
    expect(box.querySelector('[data-slot-host]')!.hasAttribute('hidden')).toBe(false);
    act(() => report!('failed'));
    expect(box.getAttribute('data-slot-state')).toBe('failed');
    expect(box.querySelector('[data-slot-host]')!.hasAttribute('hidden')).toBe(true);
    expect(view.getByText('Non disponibile')).toBeTruthy();
  });

  it('mounts its fragment only once it comes near the screen, with the props it has by then', () => {
    const { slot, log } = fakeShell({ updates: true });
    const view = render(<Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={{ sku: 'A' }} />);
    act(() => reportIntersecting(false));
    view.rerender(<Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={{ sku: 'B' }} />);
    expect(log).toEqual([]);
    act(() => reportIntersecting(true));
    expect(log).toEqual(['mount mf_cart/WishlistHeart {"sku":"B"}']);
  });
});

describe('a nested slot on the server', () => {
  it('names itself and leaves the marker the edge puts its team’s HTML in', () => {
    const named: SlotRequest[] = [];
    const html = renderToString(
      <ServerSlotsContext value={{ request: (nested) => named.push(nested) }}>
        <Slot slot={() => ({ unmount() {} })} remote="mf_cart" fragment="WishlistHeart" props={{ sku: 'A' }} className="heart" />
      </ServerSlotsContext>,
      { identifierPrefix: 'f1-' },
    );
    expect(named).toEqual([{ id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), remote: 'mf_cart', fragment: 'WishlistHeart', params: { sku: 'A' } }]);
    expect(html).toBe(
      `<div class="heart" data-nested-slot="mf_cart/WishlistHeart" data-nested-id="${named[0].id}" data-slot-state="loading"><template data-nested-pending="${named[0].id}"></template></div>`,
    );
    expect(`<template data-nested-pending="${named[0].id}"></template>`.replace(NESTED_PENDING, 'drawn')).toBe('drawn');
  });
});

describe('a page slot on the server', () => {
  it('names itself with its query and leaves the page’s marker, in a box that keeps its space', () => {
    const named: SlotRequest[] = [];
    const html = renderToString(
      <ServerSlotsContext value={{ request: (slot) => named.push(slot) }}>
        <Slot slot={() => ({ unmount() {} })} level="page" eager remote="mf_catalog" fragment="CategoryPage" props={{ categoryId: 'uomo' }} query="?page=2" reserve="100vh" />
      </ServerSlotsContext>,
    );
    expect(named).toEqual([{ id: expect.any(String), remote: 'mf_catalog', fragment: 'CategoryPage', params: { categoryId: 'uomo' }, query: '?page=2' }]);
    expect(html).toBe(
      `<div data-slot="mf_catalog/CategoryPage" data-slot-id="${named[0].id}" data-slot-state="loading" style="min-height:100vh"><template data-slot-pending="${named[0].id}"></template></div>`,
    );
  });
});

describe('a nested slot the server drew', () => {
  const renderedHeart = () => ({ html: '<div data-team="cart"><button aria-pressed="true">♥</button></div>', data: '{"idPrefix":"fh-","state":{"queries":[]}}', css: [] });

  /** The heart as the server rendered it, in a fragment that hydrates with what readServerSlots found. */
  function hydrated(props: Record<string, string>, hydrate?: 'intent') {
    const calls: Array<{ props: unknown; options: SlotOptions | undefined }> = [];
    const slot: SlotFunction = (_element, _remote, _fragment, given, options) => {
      calls.push({ props: given, options });
      return { unmount() {} };
    };
    const tree = (nested: ServerSlots, given = props, stale = false) => (
      <ServerSlotsContext value={nested}>
        <Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={given} hydrate={hydrate} stale={stale} />
      </ServerSlotsContext>
    );
    const served = renderToString(tree({ request: () => {} }), { identifierPrefix: 'f1-' });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = served.replace(
      NESTED_PENDING,
      () => `<div data-slot-host="server">${renderedHeart().html}</div><script type="application/json" data-slot-data="">${renderedHeart().data}</script>`,
    );
    const button = container.querySelector('button')!;
    const serverContent = readServerSlots(container, 'nested');
    const errors = jest.spyOn(console, 'error');
    let root!: ReturnType<typeof hydrateRoot>;
    act(() => {
      root = hydrateRoot(container, tree({ serverContent }), { identifierPrefix: 'f1-' });
    });
    const rerender = (next: Record<string, string>, stale = false) => act(() => root.render(tree({ serverContent }, next, stale)));
    return { container, button, calls, errors, rerender, cleanup: () => (act(() => root.unmount()), container.remove(), errors.mockRestore()) };
  }

  it('keeps the server’s HTML and waits for intent, then hydrates it with the server’s data', () => {
    const page = hydrated({ sku: 'A' }, 'intent');
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.container.querySelector('button')).toBe(page.button);
    expect(page.calls).toEqual([]);
    expect(page.container.firstElementChild!.getAttribute('data-slot-state')).toBe('waiting');
    act(() => page.button.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(page.calls).toEqual([{ props: { sku: 'A' }, options: { ssr: { idPrefix: 'fh-', state: { queries: [] } }, onState: expect.any(Function) } }]);
    act(() => page.calls[0].options!.onState!('mounted'));
    expect(page.container.firstElementChild!.getAttribute('data-slot-state')).toBe('mounted');
    page.cleanup();
  });

  it('renders afresh over the server’s HTML, without waiting for intent, once news makes it stale', () => {
    const page = hydrated({ sku: 'A' }, 'intent');
    expect(page.calls).toEqual([]);
    page.rerender({ sku: 'A' }, true);
    expect(page.calls).toEqual([{ props: { sku: 'A' }, options: { ssr: undefined, onState: expect.any(Function) } }]);
    page.cleanup();
  });

  it('draws afresh over the server’s HTML when its props changed before the code came', () => {
    const page = hydrated({ sku: 'A' }, 'intent');
    page.rerender({ sku: 'B' });
    act(() => page.button.dispatchEvent(new Event('focusin', { bubbles: true })));
    expect(page.calls).toEqual([{ props: { sku: 'B' }, options: { ssr: undefined, onState: expect.any(Function) } }]);
    page.cleanup();
  });
});
