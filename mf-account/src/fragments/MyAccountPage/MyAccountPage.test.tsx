import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { fill } from '@bottega/test-kit/fill';
import { customerFixture } from '../../testing/fixtures';
import { MyAccountPage } from './MyAccountPage';

const money = (value: number) => ({ value, currency: 'EUR' });
const order = {
  number: '000000042',
  order_date: '2026-11-20T09:30:00.000Z',
  status: 'processing',
  status_label: 'Pagato, in preparazione',
  total: { subtotal: money(119.8), discount: money(0), shipping: money(0), gift_cards: money(0), grand_total: money(119.8) },
  items: [
    { product_sku: 'MGL-1', product_name: 'Maglione in lana merino', selected_options: [{ label: 'Taglia', value: 'M' }], quantity_ordered: 2, product_sale_price: money(59.9) },
  ],
};
const orders = { items: [order], page_info: { current_page: 1, page_size: 10, total_pages: 1 }, total_count: 1 };
const address = {
  id: 7,
  firstname: 'Giulia',
  lastname: 'Bianchi',
  company: null,
  street: ['Via Torino 12'],
  city: 'Milano',
  postcode: '20123',
  region_code: 'MI',
  country_code: 'IT',
  telephone: '3331234567',
  fiscal_code: null,
  default_shipping: true,
  default_billing: false,
};

describe('my account page', () => {
  it('shows the profile without a page name, with the side navigation marking it', async () => {
    fakeApi({ customer: () => customerFixture });
    renderFragment(MyAccountPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeTruthy();
    expect(await screen.findByText('giulia.bianchi@example.it')).toBeTruthy();
    expect(screen.getByText('RSSMRA85T10A562S')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sezioni del mio account' });
    expect(within(nav).getByRole('link', { name: 'Il mio profilo' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'I miei ordini' }).getAttribute('href')).toBe('/it/my-account/OrderHistory');
  });

  it('follows its links through the shell', async () => {
    fakeApi({ customer: () => customerFixture });
    const user = userEvent.setup();
    const { props } = renderFragment(MyAccountPage);
    await user.click(screen.getByRole('link', { name: 'Indirizzi' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/my-account/AddressesDetails');
  });

  it('updates the name', async () => {
    const calls = fakeApi({
      customer: () => customerFixture,
      updateCustomer: (changes: object) => ({ ...customerFixture, ...changes }),
    });
    const user = userEvent.setup();
    const { published } = renderFragment(MyAccountPage, { params: { pageName: 'MyProfile' } });
    const firstName = await screen.findByLabelText(/^Nome/);
    await user.clear(firstName);
    await fill(user, firstName, 'Giuliana');
    await user.click(screen.getByRole('button', { name: 'Salva le modifiche' }));
    await waitFor(() => expect(published.some((event) => event.name === 'shell:notify')).toBe(true));
    expect(calls('updateCustomer')[0]).toEqual([{ firstname: 'Giuliana', lastname: 'Bianchi' }]);
    expect(screen.getByText('Ciao, Giuliana')).toBeTruthy();
  });

  it('shows the wrong current password as the server says it', async () => {
    fakeApi({
      customer: () => customerFixture,
      changePassword: () => {
        throw apiError(400, 'La password attuale non è corretta.');
      },
    });
    const user = userEvent.setup();
    renderFragment(MyAccountPage);
    await fill(user, await screen.findByLabelText(/^Password attuale/), 'vecchia');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Bottega#2027');
    await fill(user, screen.getByLabelText(/^Ripeti la nuova password/), 'Bottega#2027');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('La password attuale non è corretta.')).toBeTruthy();
  });

  it('lists orders with number, date, status and total under the cronologia-ordini alias', async () => {
    const calls = fakeApi({ customer: () => customerFixture, customerOrders: () => orders });
    renderFragment(MyAccountPage, { params: { pageName: 'cronologia-ordini' } });
    expect(screen.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeTruthy();
    expect(await screen.findByText('000000042')).toBeTruthy();
    expect(screen.getByText('20 novembre 2026')).toBeTruthy();
    expect(screen.getByText('Pagato, in preparazione')).toBeTruthy();
    expect(screen.getAllByText('119,80 €').length).toBeGreaterThan(0);
    expect(calls('customerOrders')[0]).toEqual([{ pageSize: 10, currentPage: 1 }]);
  });

  it('says when there are no orders yet', async () => {
    fakeApi({ customer: () => customerFixture, customerOrders: () => ({ items: [], page_info: { current_page: 1, page_size: 10, total_pages: 0 }, total_count: 0 }) });
    renderFragment(MyAccountPage, { params: { pageName: 'OrderHistory' } });
    expect(await screen.findByText('Non hai ancora effettuato ordini.')).toBeTruthy();
  });

  it('places the cart team’s wishlist page, and removes it on leaving', async () => {
    fakeApi({ customer: () => customerFixture });
    const { props, slotUnmount, unmount } = renderFragment(MyAccountPage, { params: { pageName: 'MyWishlist' } });
    expect(props.slot).toHaveBeenCalledWith(expect.any(HTMLDivElement), 'mf_cart', 'WishlistPage', {}, expect.objectContaining({ ssr: undefined }));
    // The cart team's page brings its own heading.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    unmount();
    expect(slotUnmount).toHaveBeenCalled();
  });

  it('checks an address the Italian way before saving it, then saves it', async () => {
    const calls = fakeApi({
      customer: () => customerFixture,
      customerAddresses: () => [address],
      createCustomerAddress: (input: object) => ({ ...address, ...input, id: 8 }),
    });
    const user = userEvent.setup();
    renderFragment(MyAccountPage, { params: { pageName: 'AddressesDetails' } });
    expect(await screen.findByText('Via Torino 12, 20123 Milano (MI)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aggiungi un indirizzo' }));
    await fill(user, screen.getByLabelText(/^Nome/), 'Marco');
    await fill(user, screen.getByLabelText(/^Cognome/), 'Verdi');
    await fill(user, screen.getByLabelText(/^Indirizzo e numero civico/), 'Corso Vittorio Emanuele 3');
    await fill(user, screen.getByLabelText(/^Città/), 'Torino');
    await fill(user, screen.getByLabelText(/^CAP/), '1012');
    await fill(user, screen.getByLabelText(/^Provincia/), 'to');
    await fill(user, screen.getByLabelText(/^Telefono/), '011 123456');
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(screen.getByText('CAP non valido')).toBeTruthy();
    expect(calls('createCustomerAddress')).toEqual([]);

    await user.clear(screen.getByLabelText(/^CAP/));
    await fill(user, screen.getByLabelText(/^CAP/), '10121');
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() => expect(calls('createCustomerAddress')).toHaveLength(1));
    expect(calls('createCustomerAddress')[0][0]).toMatchObject({ postcode: '10121', region_code: 'TO', street: ['Corso Vittorio Emanuele 3'], country_code: 'IT' });
  });

  it('offers exactly the shop’s countries for an address: Italy, San Marino and the Vatican', async () => {
    fakeApi({ customer: () => customerFixture, customerAddresses: () => [address] });
    const user = userEvent.setup();
    renderFragment(MyAccountPage, { params: { pageName: 'AddressesDetails' } });
    await user.click(await screen.findByRole('button', { name: 'Aggiungi un indirizzo' }));
    const country = screen.getByRole('combobox', { name: /^Paese/ });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['IT', 'Italia'],
      ['SM', 'San Marino'],
      ['VA', 'Città del Vaticano'],
    ]);
  });

  it('edits an address starting from what is saved', async () => {
    const calls = fakeApi({
      customer: () => customerFixture,
      customerAddresses: () => [address],
      updateCustomerAddress: (_id: number, input: object) => ({ ...address, ...input }),
    });
    const user = userEvent.setup();
    renderFragment(MyAccountPage, { params: { pageName: 'AddressesDetails' } });
    await user.click(await screen.findByRole('button', { name: 'Modifica l’indirizzo di Giulia Bianchi' }));
    const city = screen.getByLabelText(/^Città/) as HTMLInputElement;
    expect(city.value).toBe('Milano');
    expect((screen.getByRole('checkbox', { name: 'Indirizzo di spedizione predefinito' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(screen.getByLabelText(/^Telefono/));
    await fill(user, screen.getByLabelText(/^Telefono/), '02 7654321');
    await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() => expect(calls('updateCustomerAddress')).toHaveLength(1));
    const [id, saved] = calls('updateCustomerAddress')[0] as [number, Record<string, unknown>];
    expect(id).toBe(7);
    expect(saved).toMatchObject({ telephone: '02 7654321', city: 'Milano', default_shipping: true });
  });

  it('deletes an address after asking', async () => {
    const calls = fakeApi({ customer: () => customerFixture, customerAddresses: () => [address], deleteCustomerAddress: () => ({ result: true }) });
    const user = userEvent.setup();
    renderFragment(MyAccountPage, { params: { pageName: 'AddressesDetails' } });
    await user.click(await screen.findByRole('button', { name: 'Elimina l’indirizzo di Giulia Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare l’indirizzo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sì, elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('deleteCustomerAddress')[0]).toEqual([7]);
  });

  it('subscribes to the newsletter from the account', async () => {
    const calls = fakeApi({ customer: () => customerFixture, updateCustomer: () => ({ ...customerFixture, is_subscribed: true }) });
    const user = userEvent.setup();
    renderFragment(MyAccountPage, { params: { pageName: 'MyNewsletter' } });
    await user.click(await screen.findByRole('button', { name: 'Iscriviti alla newsletter' }));
    expect(await screen.findByRole('button', { name: 'Annulla l’iscrizione' })).toBeTruthy();
    expect(calls('updateCustomer')[0]).toEqual([{ is_subscribed: true }]);
  });

  it('lists the customer’s reviews with their rating', async () => {
    fakeApi({
      customer: () => customerFixture,
      customerReviews: () => ({
        items: [
          {
            id: 1,
            product_sku: 'MGL-1',
            product_name: 'Maglione in lana merino',
            nickname: 'Giulia',
            summary: 'Caldo e morbido',
            text: 'Vestibilità perfetta, lo ricomprerei.',
            rating: 4,
            created_at: '2026-11-01T10:00:00.000Z',
          },
        ],
        page_info: { current_page: 1, page_size: 10, total_pages: 1 },
        total_count: 1,
      }),
    });
    renderFragment(MyAccountPage, { params: { pageName: 'MyReviews' } });
    expect(await screen.findByText('Caldo e morbido')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Valutazione: 4 su 5' })).toBeTruthy();
  });

  it('logs out: revokes the token, tells every team and goes home', async () => {
    const calls = fakeApi({ customer: () => customerFixture, revokeCustomerToken: () => ({ result: true }) });
    const user = userEvent.setup();
    const { props, published } = renderFragment(MyAccountPage);
    await user.click(screen.getByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/it'));
    expect(calls('revokeCustomerToken')).toHaveLength(1);
    expect(published.find((event) => event.name === 'account:changed')?.payload).toEqual({ v: 1, loggedIn: false });
  });

  it('offers to log in again when the server says the session is over', async () => {
    fakeApi({
      customer: () => {
        throw apiError(401, 'Non sei autorizzato, effettua l’accesso.');
      },
    });
    const user = userEvent.setup();
    const { published } = renderFragment(MyAccountPage);
    await user.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(published.at(-1)).toMatchObject({ name: 'account:open-login' });
  });

  it('says so for a page name that is not a section', () => {
    fakeApi({ customer: () => customerFixture });
    renderFragment(MyAccountPage, { params: { pageName: 'Impostazioni' } });
    expect(screen.getByText('Questa sezione del tuo account non esiste. Scegline una dal menu.')).toBeTruthy();
  });
});
