import { act, render } from '@testing-library/react';
import { accountOpenLogin, cartOpen, createBus } from '@bottega/browser-contract';
import { ShellContext } from './ShellContext';
import { OverlayHost } from './OverlayHost';

jest.mock('./PageSlot', () => ({
  // The slot's own loading is covered end to end; here only what the host asks it to mount.
  PageSlot: ({ remote, fragment, params }: { remote: string; fragment: string; params: Record<string, string> }) => (
    <div data-testid={`${remote}/${fragment}`} data-params={JSON.stringify(params)} />
  ),
}));

function setup() {
  const bus = createBus(new EventTarget());
  const view = render(
    <ShellContext.Provider value={{ bus, navigate: () => undefined, slot: () => ({ unmount: () => undefined }) }}>
      <OverlayHost />
    </ShellContext.Provider>,
  );
  return { bus, ...view };
}

describe('OverlayHost', () => {
  it('mounts no overlay before it is asked for', () => {
    const { container } = setup();
    expect(container.querySelectorAll('[data-testid]')).toHaveLength(0);
  });

  it('mounts the cart drawer on the first cart:open, telling it to open', () => {
    const { bus, getByTestId } = setup();
    act(() => bus.publish(cartOpen()));
    expect(JSON.parse(getByTestId('mf_cart/CartSidebar').dataset.params!)).toEqual({ open: 'true' });
  });

  it('passes the login modal the mode and destination of the first command', () => {
    const { bus, getByTestId } = setup();
    act(() => bus.publish(accountOpenLogin('login', '/it/my-account/cronologia-ordini')));
    expect(JSON.parse(getByTestId('mf_account/LoginModal').dataset.params!)).toEqual({ open: 'true', mode: 'login', then: '/it/my-account/cronologia-ordini' });
  });

  it("keeps the first params once mounted: later commands are the overlay's own business", () => {
    const { bus, getByTestId } = setup();
    act(() => bus.publish(accountOpenLogin('register')));
    act(() => bus.publish(accountOpenLogin('forgot')));
    expect(JSON.parse(getByTestId('mf_account/LoginModal').dataset.params!).mode).toBe('register');
  });
});
