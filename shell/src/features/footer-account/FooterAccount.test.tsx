import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { accountChanged, createBus, type EventName } from '@bottega/browser-contract';
import { ctrlClickTakenOver } from '@bottega/test-kit/ctrlClick';
import { sessionExpiry } from '@bottega/test-kit/session';
import { useOrdersLinkForGuests } from '../orders-link';
import { FooterAccount } from './FooterAccount';

function setup() {
  const bus = createBus(new EventTarget());
  const heard: Array<{ name: EventName; payload: unknown }> = [];
  for (const name of ['account:open-login', 'cart:open', 'wishlist:open'] as const) bus.on(name).subscribe((payload) => heard.push({ name, payload }));
  const navigate = jest.fn();
  // As in the layout: the document-wide "I miei ordini" rule is on the page with the column.
  function Footer() {
    useOrdersLinkForGuests(bus);
    return <FooterAccount bus={bus} navigate={navigate} />;
  }
  render(<Footer />);
  return { bus, heard, navigate };
}

const logIn = () => Cookies.set('customer_expires', sessionExpiry(), { path: '/' });

describe('<FooterAccount>', () => {
  afterEach(() => {
    Cookies.remove('customer_expires', { path: '/' });
    Cookies.remove('consent', { path: '/' });
  });

  it('is a navigation region named "Il mio account"', () => {
    setup();
    expect(screen.getByRole('navigation', { name: 'Il mio account' })).toBeTruthy();
  });

  it('links to the cart page, which works without JavaScript', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Il mio carrello' }).getAttribute('href')).toBe('/it/cart');
  });

  it('links to the login page, which works without JavaScript', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Accedi o registrati' }).getAttribute('href')).toBe('/it/login');
  });

  it('opens the login modal, the cart and the wishlist', async () => {
    const { heard, navigate } = setup();
    await userEvent.click(screen.getByRole('link', { name: 'Accedi o registrati' }));
    await userEvent.click(screen.getByRole('link', { name: 'Il mio carrello' }));
    await userEvent.click(screen.getByRole('link', { name: 'La mia lista dei desideri' }));
    expect(heard.map((event) => event.name)).toEqual(['account:open-login', 'cart:open', 'wishlist:open']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a logged-in customer to the order history', async () => {
    logIn();
    const { heard, navigate } = setup();
    const orders = screen.getByRole('link', { name: 'I miei ordini' });
    expect(orders.getAttribute('href')).toBe('/it/my-account/cronologia-ordini');
    await userEvent.click(orders);
    expect(navigate).toHaveBeenCalledWith('/it/my-account/cronologia-ordini');
    expect(heard).toEqual([]);
  });

  it('asks a guest to log in before showing the orders', async () => {
    const { heard, navigate } = setup();
    const orders = screen.getByRole('link', { name: 'I miei ordini' });
    expect(orders.getAttribute('href')).toBe('/it/my-account/cronologia-ordini');
    await userEvent.click(orders);
    expect(navigate).not.toHaveBeenCalled();
    expect(heard).toEqual([{ name: 'account:open-login', payload: { v: 1, mode: 'login', then: '/it/my-account/cronologia-ordini' } }]);
  });

  it('leaves a ctrl-click to the browser (new tab)', () => {
    const { heard } = setup();
    expect(ctrlClickTakenOver(screen.getByRole('link', { name: 'Il mio carrello' }))).toBe(false);
    expect(heard).toEqual([]);
  });

  it('offers the profile instead of the login once the shopper logs in', () => {
    const { bus } = setup();
    logIn();
    act(() => bus.publish(accountChanged(true)));
    expect(screen.queryByRole('link', { name: 'Accedi o registrati' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Il mio profilo' }).getAttribute('href')).toBe('/it/my-account');
  });

  it('has the link that reopens the cookie choices', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Preferenze cookie' })).toBeTruthy();
  });
});
