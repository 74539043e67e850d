import { act, render } from '@testing-library/react';
import type { SlotFunction } from '@bottega/event-bus';
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
