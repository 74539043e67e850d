import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createBus, type Bus } from '@bottega/browser-contract';
import { sessionExpiry } from '@bottega/test-kit/session';
import { Notifications } from '../notifications';
import { useSessionCheck } from './useSessionCheck';

jest.mock('../api', () => ({ loadApi: () => Promise.resolve({ call: () => Promise.resolve({ result: true }) }) }));

function Layout({ bus, pathname }: { bus: Bus; pathname: string }) {
  useSessionCheck(bus, pathname);
  return <Notifications bus={bus} />;
}

describe('useSessionCheck', () => {
  afterEach(() => {
    Cookies.remove('customer_expires', { path: '/' });
    localStorage.clear();
  });

  it('warns, in the layout’s own notification area, a shopper whose session expired before the page loaded', () => {
    Cookies.set('customer_expires', sessionExpiry(-30), { path: '/' });
    render(<Layout bus={createBus(new EventTarget())} pathname="/it" />);
    expect(screen.getByRole('status').textContent).toContain('Non sei autorizzato, effettua l’accesso.');
  });

  it('checks again on the next navigation', () => {
    const bus = createBus(new EventTarget());
    const { rerender } = render(<Layout bus={bus} pathname="/it" />);
    expect(screen.queryByRole('status')).toBeNull();
    Cookies.set('customer_expires', 'rotto', { path: '/' });
    rerender(<Layout bus={bus} pathname="/it/c/uomo" />);
    expect(screen.getByRole('status').textContent).toContain('Non sei autorizzato');
  });
});
