import { ctrlClickTakenOver } from '@bottega/test-kit/ctrlClick';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { category, product, productList } from '../../testing/fixtures';
import { CategoryPage } from './CategoryPage';

const renderPage = (query = '', categoryId = 'uomo-maglioni') => renderFragment(CategoryPage, { params: { categoryId }, query });

let calls: ReturnType<typeof fakeApi>;
beforeEach(() => {
  calls = fakeApi({
    categorySearch: (input) => ({ items: (input as { category_uid: { in: string[] } }).category_uid.in.includes('uomo-maglioni') ? [category] : [] }),
    products: () => productList([product({ uid: '1', name: 'Maglione blu' }), product({ uid: '2', name: 'Cardigan nero' })]),
  });
});

describe('the category listing', () => {
  it('shows the category with breadcrumbs, the result count and the products', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maglioni' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uomo' }).getAttribute('href')).toBe('/it/c/uomo');
    expect(await screen.findByRole('link', { name: 'Maglione blu' })).toBeTruthy();
    expect(screen.getAllByText('40 prodotti').length).toBeGreaterThan(0);
  });

  it('asks the API for the facets in the address', async () => {
    renderPage('?color=nero&sort=price_asc&page=2&priceFrom=20');
    await screen.findByRole('link', { name: 'Maglione blu' });
    expect(calls('products')[0]).toEqual([
      { filters: { category_uid: { in: ['uomo-maglioni'] }, attributes: { color: ['nero'] }, price: { from: 20 } }, sort: 'price_asc', page: 2, pageSize: 14 },
    ]);
  });

  it('falls back to the defaults for a malformed address', async () => {
    renderPage('?page=abc&sort=%3Cscript%3E&itemsPerPage=-1&color=');
    await screen.findByRole('link', { name: 'Maglione blu' });
    expect(calls('products')[0]).toEqual([{ filters: { category_uid: { in: ['uomo-maglioni'] } }, sort: 'default', page: 1, pageSize: 14 }]);
  });

  it('writes a ticked filter to the address and goes back to page 1', async () => {
    const { props } = renderPage('?page=3');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Blu notte/ }));
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni?color=blu');
  });

  it('ticks a filter with the space bar, as a checkbox answers', async () => {
    const { props } = renderPage();
    fireEvent.keyDown(await screen.findByRole('checkbox', { name: /Nero/ }), { key: ' ' });
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni?color=nero');
    expect(screen.getByRole('checkbox', { name: /Nero/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('leaves a filter opened in a new tab to the browser, and its link names the filtered listing', async () => {
    const { props } = renderPage('?page=2');
    const blue = await screen.findByRole('checkbox', { name: /Blu notte/ });
    expect(blue.getAttribute('href')).toBe('/it/c/uomo-maglioni?color=blu');
    expect(ctrlClickTakenOver(blue)).toBe(false);
    expect(props.navigate).not.toHaveBeenCalled();
    expect(blue.getAttribute('aria-checked')).toBe('false');
  });

  it('writes a price range to the address', async () => {
    const { props } = renderPage();
    await screen.findByRole('link', { name: 'Maglione blu' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Da (€)' }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'A (€)' }), { target: { value: '79,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni?priceFrom=20&priceTo=79.5');
  });

  it('writes the chosen order to the address', async () => {
    const { props } = renderPage('?color=nero');
    await screen.findByRole('link', { name: 'Maglione blu' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordina per' }), { target: { value: 'name_desc' } });
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni?color=nero&sort=name_desc');
  });

  it('follows the address when the shell hands a new query (back button)', async () => {
    const { update } = renderPage('?sort=price_desc');
    await screen.findByRole('link', { name: 'Maglione blu' });
    update({ params: { categoryId: 'uomo-maglioni' }, query: '' });
    await waitFor(() => expect(calls('products').at(-1)).toEqual([expect.objectContaining({ sort: 'default' })]));
    expect((screen.getByRole('combobox', { name: 'Ordina per' }) as HTMLSelectElement).value).toBe('default');
  });

  it('shows the first page at once, and keeps it, faded, for at least 200 ms when the shopper changes page (product rule §9)', async () => {
    jest.useFakeTimers();
    try {
      calls = fakeApi({
        categorySearch: () => ({ items: [category] }),
        products: (input) =>
          (input as { page: number }).page === 2 ? productList([product({ uid: '3', name: 'Gilet grigio' })]) : productList([product({ uid: '1', name: 'Maglione blu' })]),
      });
      const { update } = renderPage();
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByRole('link', { name: 'Maglione blu' })).toBeTruthy();
      const results = () => screen.getByRole('region', { name: /prodotti/ });
      update({ params: { categoryId: 'uomo-maglioni' }, query: '?page=2' });
      await act(() => jest.advanceTimersByTimeAsync(190));
      expect(calls('products').at(-1)).toEqual([expect.objectContaining({ page: 2 })]);
      expect(screen.getByRole('link', { name: 'Maglione blu' })).toBeTruthy();
      expect(results().getAttribute('data-changing')).toBe('true');
      // A few milliseconds past 200 for React Query to hand the answer over (it notifies on a timer of its own).
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.getByRole('link', { name: 'Gilet grigio' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Maglione blu' })).toBeNull();
      expect(results().hasAttribute('data-changing')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('links every page of the pager and marks the current one', async () => {
    const { props } = renderPage('?page=2');
    await screen.findByRole('link', { name: 'Maglione blu' });
    expect(screen.getByRole('link', { name: 'Pagina 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Pagina successiva' }));
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni?page=3');
  });

  it('switches between grid and list, grid first', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Maglione blu' });
    const grid = screen.getByRole('button', { name: 'Griglia' });
    const list = screen.getByRole('button', { name: 'Elenco' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(list);
    expect(list.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the list view as horizontal cards with 140x200 images (product rule §9)', async () => {
    const { container } = renderPage();
    await screen.findByRole('link', { name: 'Maglione blu' });
    const sizes = () => [...container.querySelectorAll('img')].map((image) => `${image.getAttribute('width')}x${image.getAttribute('height')}`);
    expect(sizes()).toEqual(['216x268', '216x268']);
    fireEvent.click(screen.getByRole('button', { name: 'Elenco' }));
    expect(sizes()).toEqual(['140x200', '140x200']);
  });

  it('opens and closes the filter sidebar', async () => {
    renderPage();
    await screen.findByRole('link', { name: 'Maglione blu' });
    const toggle = screen.getByRole('button', { name: 'Filtri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Filtri' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('complementary', { name: 'Filtri' })).toBeNull();
  });

  it('shows an empty state that clears the filters', async () => {
    fakeApi({ categorySearch: () => ({ items: [category] }), products: () => productList([], { total_count: 0, page_info: { current_page: 1, page_size: 14, total_pages: 0 } }) });
    const { props } = renderPage('?color=nero');
    expect(await screen.findByRole('heading', { name: 'Nessun prodotto trovato' })).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Rimuovi tutti i filtri' })[0];
    // A link to the listing without filters, so it works without JavaScript too.
    expect(clear.getAttribute('href')).toBe('/it/c/uomo-maglioni');
    fireEvent.click(clear);
    expect(props.navigate).toHaveBeenLastCalledWith('/it/c/uomo-maglioni');
  });

  it("renders the content team's not-found page for an unknown category", async () => {
    const { slots } = renderPage('', 'non-esiste');
    await waitFor(() => expect(slots).toEqual([{ remote: 'mf_content', fragment: 'NotFoundPage', props: {} }]));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
