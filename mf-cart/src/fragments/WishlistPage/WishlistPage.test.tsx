import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { wishlistItem, wishlistOf } from '../../testing/fixtures';
import { WishlistPage } from './WishlistPage';

afterEach(() => {
  jest.useRealTimers();
});

const item = (id: string, name: string) => wishlistItem({ id, product: { sku: `SKU-${id}`, name, url_key: name.toLowerCase() } });

describe('wishlist page', () => {
  it('shows a grid by default and switches to a list', async () => {
    fakeApi({ wishlist: () => wishlistOf([item('1', 'Cappotto')]) });
    renderFragment(WishlistPage);
    await screen.findByRole('link', { name: 'Cappotto' });
    const grid = screen.getByRole('button', { name: 'Griglia' });
    const list = screen.getByRole('button', { name: 'Elenco' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
  });

  it('reads 100 items a page and asks for the next page with nextPageToken', async () => {
    const calls = fakeApi({
      wishlist: (options: { nextPageToken?: string }) =>
        options.nextPageToken === 'pagina-2' ? wishlistOf([item('2', 'Gilet')]) : { ...wishlistOf([item('1', 'Cappotto')], 'pagina-2'), items_count: 2 },
    });
    renderFragment(WishlistPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Mostra altri articoli' }));
    expect(await screen.findByRole('link', { name: 'Gilet' })).toBeTruthy();
    expect(calls('wishlist')).toEqual([[{ pageSize: 100 }], [{ pageSize: 100, nextPageToken: 'pagina-2' }]]);
    expect(screen.queryByRole('button', { name: 'Mostra altri articoli' })).toBeNull();
  });

  it('says so when the next page fails, keeps the items shown, and asks for it again from the same button', async () => {
    let down = true;
    const calls = fakeApi({
      wishlist: (options: { nextPageToken?: string }) => {
        if (options.nextPageToken !== 'pagina-2') return { ...wishlistOf([item('1', 'Cappotto')], 'pagina-2'), items_count: 2 };
        if (down) throw apiError(500, 'Servizio momentaneamente non disponibile');
        return wishlistOf([item('2', 'Gilet')]);
      },
    });
    renderFragment(WishlistPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Mostra altri articoli' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non è stato possibile caricare altri articoli. Riprova.');
    expect(screen.getByRole('link', { name: 'Cappotto' })).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Mostra altri articoli' }));
    expect(await screen.findByRole('link', { name: 'Gilet' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('wishlist')).toEqual([[{ pageSize: 100 }], [{ pageSize: 100, nextPageToken: 'pagina-2' }], [{ pageSize: 100, nextPageToken: 'pagina-2' }]]);
  });

  it('updates a quantity above 0 and removes the item at 0, naming it', async () => {
    jest.useFakeTimers();
    let items = [wishlistItem({ id: '7', qty: 2, product: { name: 'Sciarpa' } })];
    const calls = fakeApi({
      wishlist: () => wishlistOf(items),
      updateWishlistItem: (id: string, qty: number) => wishlistOf((items = [{ ...items[0]!, id, qty }])),
      removeProductFromWishlist: () => wishlistOf((items = [])),
    });
    const { toasts } = renderFragment(WishlistPage);
    const input = await screen.findByRole('textbox', { name: 'Quantità di Sciarpa' });
    fireEvent.change(input, { target: { value: '3' } });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(calls('updateWishlistItem')).toEqual([['7', 3]]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantità di Sciarpa' }), { target: { value: '0' } });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(calls('removeProductFromWishlist')).toEqual([['7']]);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Sciarpa è stato rimosso dalla lista dei desideri' }));
  });
});
