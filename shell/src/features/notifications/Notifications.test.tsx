import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createBus, notify } from '@bottega/browser-contract';
import { Notifications } from './Notifications';

describe('<Notifications>', () => {
  afterEach(() => {
    jest.useRealTimers();
    Cookies.remove('message', { path: '/' });
  });

  it('shows a notification asked for on the bus and closes it with its button', async () => {
    const bus = createBus();
    render(<Notifications bus={bus} />);
    act(() => bus.publish(notify({ type: 'success', title: 'Carrello', message: 'Aggiunto al carrello', persist: true })));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Aggiunto al carrello');
    expect(toast.textContent).toContain('Operazione riuscita');
    await userEvent.click(within(toast).getByRole('button', { name: 'Chiudi la notifica' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the icon and the action link a notification asks for', () => {
    const bus = createBus();
    render(<Notifications bus={bus} />);
    act(() =>
      bus.publish(
        notify({ type: 'info', message: 'Il tuo ordine è in viaggio', icon: 'truck', action: { label: 'Segui la spedizione', href: '/it/my-account/cronologia-ordini' } }),
      ),
    );
    const toast = screen.getByRole('status');
    expect(toast.querySelector('svg')?.getAttribute('data-icon')).toBe('truck');
    expect(within(toast).getByRole('link', { name: 'Segui la spedizione' }).getAttribute('href')).toBe('/it/my-account/cronologia-ordini');
  });

  it('falls back to the icon of its type when the one asked for does not exist', () => {
    const bus = createBus();
    render(<Notifications bus={bus} />);
    act(() => bus.publish(notify({ type: 'success', message: 'Aggiunto al carrello', icon: 'unicorno' })));
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('data-icon')).toBe('check');
  });

  it('announces an error as an alert', () => {
    const bus = createBus();
    render(<Notifications bus={bus} />);
    act(() => bus.publish(notify({ type: 'danger', message: 'Prodotto non disponibile' })));
    expect(screen.getByRole('alert').textContent).toContain('Prodotto non disponibile');
  });

  it('disappears after 3 seconds', () => {
    jest.useFakeTimers();
    const bus = createBus();
    render(<Notifications bus={bus} />);
    act(() => bus.publish(notify({ type: 'info', message: 'Quantità modificata' })));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Quantità modificata')).toBeNull();
  });

  it('turns a message cookie present at load into a notification and removes the cookie', () => {
    Cookies.set('message', JSON.stringify({ message: 'Benvenuto', type: 'info', title: 'Ciao', persist: true }), { path: '/' });
    render(<Notifications bus={createBus()} />);
    expect(screen.getByRole('status').textContent).toContain('Benvenuto');
    expect(Cookies.get('message')).toBeUndefined();
  });

  it('keeps the page working when the message cookie is malformed', () => {
    document.cookie = 'message=not-json; path=/';
    render(<Notifications bus={createBus()} />);
    expect(screen.getByRole('region', { name: 'Notifiche' }).childElementCount).toBe(0);
    expect(Cookies.get('message')).toBeUndefined();
  });
});
