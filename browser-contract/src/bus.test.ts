import { createBus } from './bus';
import { cartChanged, cartOpen, accountOpenLogin, notify, wishlistOpen } from './events';

describe('bus', () => {
  it('delivers a published event to its listeners with the parsed payload', () => {
    const bus = createBus(new EventTarget());
    const seen: unknown[] = [];
    bus.on('cart:changed').subscribe((payload) => seen.push(payload));
    bus.publish(cartChanged(3));
    expect(seen).toEqual([{ v: 1, totalQuantity: 3 }]);
  });

  it('ignores a payload that does not match the catalog, so an older consumer never breaks', () => {
    const target = new EventTarget();
    const bus = createBus(target);
    const seen: unknown[] = [];
    bus.on('cart:changed').subscribe((payload) => seen.push(payload));
    target.dispatchEvent(new CustomEvent('cart:changed', { detail: { v: 2, totalQuantity: 'tre' } }));
    target.dispatchEvent(new CustomEvent('cart:changed', { detail: null }));
    expect(seen).toEqual([]);
  });

  it('reaches listeners of another copy of the bus on the same window', () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    createBus(target)
      .on('shell:notify')
      .subscribe((payload) => seen.push(payload.notification.message));
    createBus(target).publish(notify({ type: 'success', message: 'Aggiunto al carrello' }));
    expect(seen).toEqual(['Aggiunto al carrello']);
  });

  it.each([
    ['cart', cartOpen()],
    ['wishlist', wishlistOpen()],
    ['login', accountOpenLogin('login')],
  ])('closes the mobile menu before opening the %s overlay', (_name, opener) => {
    const target = new EventTarget();
    const bus = createBus(target);
    const order: string[] = [];
    bus.on('shell:close-mobile-menu').subscribe(() => order.push('close-menu'));
    bus.on(opener.name).subscribe(() => order.push('open'));
    bus.publish(opener);
    expect(order).toEqual(['close-menu', 'open']);
  });

  it('does not touch the mobile menu for other events', () => {
    const bus = createBus(new EventTarget());
    const closed = jest.fn();
    bus.on('shell:close-mobile-menu').subscribe(closed);
    bus.publish(cartChanged(1));
    expect(closed).not.toHaveBeenCalled();
  });
});
