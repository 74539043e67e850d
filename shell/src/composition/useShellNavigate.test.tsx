import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { createBus, navigateTo } from '@bottega/event-bus';
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
    navigate: (...args: Parameters<ShellNavigate>) => act(() => navigate(...args)),
    publish: (...args: Parameters<typeof navigateTo>) => act(() => bus.publish(navigateTo(...args))),
    back: () => act(() => back()),
    path: () => path,
  };
}

describe('shell navigation', () => {
  it('adds a history entry for a shopper\'s navigation, which Back returns from', async () => {
    const shell = shellAt('/it');
    await shell.navigate('/it/cart');
    expect(shell.path()).toBe('/it/cart');
    await shell.back();
    expect(shell.path()).toBe('/it');
  });

  it('puts a fragment\'s redirect in place of the entry it leaves, so Back does not bounce', async () => {
    const shell = shellAt('/it');
    await shell.navigate('/it/checkout/payment');
    await shell.navigate('/it/checkout/user-account', { replace: true });
    expect(shell.path()).toBe('/it/checkout/user-account');
    await shell.back();
    expect(shell.path()).toBe('/it');
  });

  it('does the same for navigations asked for on the bus', async () => {
    const shell = shellAt('/it');
    await shell.publish('/it/chi-siamo.html');
    await shell.publish('/it/Page', { replace: true });
    expect(shell.path()).toBe('/it/Page');
    await shell.back();
    expect(shell.path()).toBe('/it');
    await shell.publish('/it/cart');
    await shell.back();
    expect(shell.path()).toBe('/it');
  });
});
