import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { SlotFunction, SlotOptions } from '@bottega/browser-contract';
import { NESTED_PENDING } from './server/protocol';
import { NestedSlotsContext, readNestedSlots, type NestedRequest, type NestedSlots } from './serverSlots';
import { Slot } from './Slot';

/** A shell's slot function that records what it was asked; `updates: false` is a shell from before `update`. */
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
    const named: NestedRequest[] = [];
    const html = renderToString(
      <NestedSlotsContext value={{ request: (nested) => named.push(nested) }}>
        <Slot slot={() => ({ unmount() {} })} remote="mf_cart" fragment="WishlistHeart" props={{ sku: 'A' }} className="heart" />
      </NestedSlotsContext>,
      { identifierPrefix: 'f1-' },
    );
    expect(named).toEqual([{ id: expect.stringMatching(/^[A-Za-z0-9_-]+$/), remote: 'mf_cart', fragment: 'WishlistHeart', params: { sku: 'A' } }]);
    expect(html).toBe(
      `<div class="heart" data-nested-slot="mf_cart/WishlistHeart" data-nested-id="${named[0].id}" data-slot-state="loading"><template data-nested-pending="${named[0].id}"></template></div>`,
    );
    expect(`<template data-nested-pending="${named[0].id}"></template>`.replace(NESTED_PENDING, 'drawn')).toBe('drawn');
  });
});

describe('a nested slot the server drew', () => {
  const renderedHeart = () => ({ html: '<div data-team="cart"><button aria-pressed="true">♥</button></div>', data: '{"idPrefix":"fh-","state":{"queries":[]}}', css: [] });

  /** The heart as the server drew it, in a fragment that hydrates with what readNestedSlots found. */
  function hydrated(props: Record<string, string>, hydrate?: 'intent') {
    const calls: Array<{ props: unknown; options: SlotOptions | undefined }> = [];
    const slot: SlotFunction = (_element, _remote, _fragment, given, options) => {
      calls.push({ props: given, options });
      return { unmount() {} };
    };
    const tree = (nested: NestedSlots, given = props) => (
      <NestedSlotsContext value={nested}>
        <Slot slot={slot} remote="mf_cart" fragment="WishlistHeart" props={given} hydrate={hydrate} />
      </NestedSlotsContext>
    );
    const served = renderToString(tree({ request: () => {} }), { identifierPrefix: 'f1-' });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = served.replace(
      NESTED_PENDING,
      () => `<div data-slot-host="server">${renderedHeart().html}</div><script type="application/json" data-slot-data="">${renderedHeart().data}</script>`,
    );
    const button = container.querySelector('button')!;
    const serverContent = readNestedSlots(container);
    const errors = jest.spyOn(console, 'error');
    let root!: ReturnType<typeof hydrateRoot>;
    act(() => {
      root = hydrateRoot(container, tree({ serverContent }), { identifierPrefix: 'f1-' });
    });
    const rerender = (next: Record<string, string>) => act(() => root.render(tree({ serverContent }, next)));
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

  it('draws afresh over the server’s HTML when its props changed before the code came', () => {
    const page = hydrated({ sku: 'A' }, 'intent');
    page.rerender({ sku: 'B' });
    act(() => page.button.dispatchEvent(new Event('focusin', { bubbles: true })));
    expect(page.calls).toEqual([{ props: { sku: 'B' }, options: { ssr: undefined, onState: expect.any(Function) } }]);
    page.cleanup();
  });
});
