import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartOpen, createBus, event } from '@bottega/event-bus';
import { MobileMenuPanel } from './MobileMenuPanel';
import { useMobileMenu } from './useMobileMenu';

describe('<MobileMenuPanel>', () => {
  it('slides in as a dialog titled Menu around the catalog’s content', () => {
    render(
      <MobileMenuPanel open onClose={() => undefined}>
        <a href="/it/c/uomo">Uomo</a>
      </MobileMenuPanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.querySelector('a[href="/it/c/uomo"]')).not.toBeNull();
  });

  it('holds the buttons it is given below the catalog’s content, inside the dialog', () => {
    render(
      <MobileMenuPanel open onClose={() => undefined} footer={<button type="button">Carrello</button>}>
        <a href="/it/c/uomo">Uomo</a>
      </MobileMenuPanel>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const [link, cart] = [dialog.querySelector('a[href="/it/c/uomo"]')!, screen.getByRole('button', { name: 'Carrello' })];
    expect(dialog.contains(cart)).toBe(true);
    expect(link.compareDocumentPosition(cart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const onClose = jest.fn();
    render(
      <MobileMenuPanel open onClose={onClose}>
        <p>Menu</p>
      </MobileMenuPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('is absent while closed', () => {
    render(
      <MobileMenuPanel open={false} onClose={() => undefined}>
        <p>Menu</p>
      </MobileMenuPanel>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useMobileMenu', () => {
  it('closes when the catalog says a link was followed', () => {
    const bus = createBus(new EventTarget());
    const { result } = renderHook(() => useMobileMenu(bus, '/it'));
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    act(() => bus.publish(event('shell:close-mobile-menu', {})));
    expect(result.current.open).toBe(false);
  });

  it('closes before the cart opens', () => {
    const bus = createBus(new EventTarget());
    const { result } = renderHook(() => useMobileMenu(bus, '/it'));
    act(() => result.current.show());
    act(() => bus.publish(cartOpen()));
    expect(result.current.open).toBe(false);
  });

  it('closes on an open command even when it arrives without the bus’s close event', () => {
    const target = new EventTarget();
    const { result } = renderHook(() => useMobileMenu(createBus(target), '/it'));
    act(() => result.current.show());
    act(() => target.dispatchEvent(new CustomEvent('account:open-login', { detail: { v: 1 } })));
    expect(result.current.open).toBe(false);
  });

  it('closes when the path changes', () => {
    const bus = createBus(new EventTarget());
    const { result, rerender } = renderHook(({ path }) => useMobileMenu(bus, path), { initialProps: { path: '/it' } });
    act(() => result.current.show());
    rerender({ path: '/it/c/donna' });
    expect(result.current.open).toBe(false);
  });
});
