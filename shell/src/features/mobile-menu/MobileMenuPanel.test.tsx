import { act, render, renderHook, screen } from '@testing-library/react';
import { cartOpen, createBus, event, type Bus } from '@bottega/browser-contract';
import { MobileMenuPanel, MOBILE_MENU_ID } from './MobileMenuPanel';
import { useMobileMenu } from './useMobileMenu';

const panelRef = { current: null };

describe('<MobileMenuPanel>', () => {
  it('is in the page as a panel titled Menu the browser opens (popover), around the catalog’s content', () => {
    render(
      <MobileMenuPanel panelRef={panelRef}>
        <a href="/it/c/uomo">Uomo</a>
      </MobileMenuPanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    expect(dialog.id).toBe(MOBILE_MENU_ID);
    expect(dialog.getAttribute('popover')).toBe('auto');
    expect(dialog.querySelector('a[href="/it/c/uomo"]')).not.toBeNull();
  });

  it('closes with its close button, without a script', () => {
    render(
      <MobileMenuPanel panelRef={panelRef}>
        <p>Menu</p>
      </MobileMenuPanel>,
    );
    const close = screen.getByRole('button', { name: 'Chiudi', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe(MOBILE_MENU_ID);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('holds the buttons it is given below the catalog’s content, inside the panel', () => {
    render(
      <MobileMenuPanel panelRef={panelRef} footer={<button type="button">Carrello</button>}>
        <a href="/it/c/uomo">Uomo</a>
      </MobileMenuPanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    const [link, cart] = [dialog.querySelector('a[href="/it/c/uomo"]')!, screen.getByRole('button', { name: 'Carrello', hidden: true })];
    expect(dialog.contains(cart)).toBe(true);
    expect(link.compareDocumentPosition(cart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('useMobileMenu', () => {
  // jsdom has no popover: the panel stands in as the browser's open popover, which records being hidden.
  function openMenu(bus: Bus, path = '/it') {
    const hidePopover = jest.fn();
    const hook = renderHook(({ pathname }) => useMobileMenu(bus, pathname), { initialProps: { pathname: path } });
    hook.result.current.current = Object.assign(document.createElement('div'), { matches: (selector: string) => selector === ':popover-open', hidePopover });
    return { ...hook, hidePopover };
  }

  it('closes when the catalog says a link was followed', () => {
    const bus = createBus(new EventTarget());
    const { hidePopover } = openMenu(bus);
    act(() => bus.publish(event('shell:close-mobile-menu', {})));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('closes before the cart opens', () => {
    const bus = createBus(new EventTarget());
    const { hidePopover } = openMenu(bus);
    act(() => bus.publish(cartOpen()));
    expect(hidePopover).toHaveBeenCalled();
  });

  it('closes on an open command even when it arrives without the bus’s close event', () => {
    const target = new EventTarget();
    const { hidePopover } = openMenu(createBus(target));
    act(() => target.dispatchEvent(new CustomEvent('account:open-login', { detail: { v: 1 } })));
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });

  it('closes when the path changes', () => {
    const { hidePopover, rerender } = openMenu(createBus(new EventTarget()));
    rerender({ pathname: '/it/c/donna' });
    expect(hidePopover).toHaveBeenCalledTimes(1);
  });
});
