import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { createBus, navigateTo } from '@bottega/browser-contract';
import { OPEN_REDIRECT_TRICKS } from '@bottega/test-kit/openRedirectTricks';
import { useShellNavigate, type ShellNavigate } from './useShellNavigate';

/** The shell's navigation inside a real (in-memory) router. */
function shellAt(start: string) {
  const bus = createBus(new EventTarget());
  let navigate: ShellNavigate = () => undefined;
  let back = () => undefined as unknown;
  let path = '';
  function Screen() {
    navigate = useShellNavigate(bus);
    const go = useNavigate();
    back = () => go(-1);
    path = useLocation().pathname;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[start]}>
      <Screen />
    </MemoryRouter>,
  );
  return {
    current: () => navigate,
    navigate: (...args: Parameters<ShellNavigate>) => act(() => navigate(...args)),
    publish: (...args: Parameters<typeof navigateTo>) => act(() => bus.publish(navigateTo(...args))),
    back: () => act(() => back()),
    path: () => path,
  };
}

describe('shell navigation', () => {
  it('goes to a page the route table keeps outside /it', async () => {
    const shell = shellAt('/it/cart');
    await shell.navigate('/privacy');
    expect(shell.path()).toBe('/privacy');
  });

  it.each(OPEN_REDIRECT_TRICKS)('follows no target that leaves the shop: %j', async (trick) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shell = shellAt('/it/cart');
    await shell.navigate(trick);
    await shell.publish(trick);
    expect(shell.path()).toBe('/it/cart');
    expect(warn).toHaveBeenCalledWith('[shell] navigation refused: not a path of the shop', JSON.stringify(trick));
    warn.mockRestore();
  });

  it.each([
    ['the navigate prop', 'navigate'],
    ['shell:navigate on the bus', 'publish'],
  ] as const)("asked for by %s: a shopper's step adds a history entry, a redirect takes the place of the one it leaves", async (_asker, way) => {
    const shell = shellAt('/it');
    const go = shell[way];
    await go('/it/cart');
    expect(shell.path()).toBe('/it/cart');
    await shell.back();
    expect(shell.path()).toBe('/it');

    await go('/it/checkout/payment');
    await go('/it/checkout/user-account', { replace: true });
    expect(shell.path()).toBe('/it/checkout/user-account');
    // Back does not land on the step that redirected, to be sent forward again.
    await shell.back();
    expect(shell.path()).toBe('/it');
  });

  it('is the same function after a navigation, so the slots are not updated for it', async () => {
    const shell = shellAt('/it');
    const before = shell.current();
    await shell.navigate('/it/cart');
    expect(shell.current()).toBe(before);
  });
});
