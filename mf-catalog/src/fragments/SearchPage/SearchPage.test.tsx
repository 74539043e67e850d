import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { fireEvent, screen } from '@testing-library/react';
import { product, productList, searchCategoriesFacet } from '../../testing/fixtures';
import { SearchPage } from './SearchPage';

let calls: ReturnType<typeof fakeApi>;
beforeEach(() => {
  calls = fakeApi({
    products: (input) => {
      const { term } = input as { term: string };
      if (term === 'zzzz') return productList([], { availableFilters: [], total_count: 0 });
      return productList([product({ uid: '1', name: 'Maglione a trecce' }), product({ uid: '2', name: 'Maglione girocollo' })], {
        availableFilters: [searchCategoriesFacet],
        total_count: 60,
        page_info: { current_page: 1, page_size: 40, total_pages: 2 },
      });
    },
    categorySearch: () => ({
      items: [
        { uid: 'uomo-maglioni', breadcrumbs: [{ name: 'Uomo' }] },
        { uid: 'bambino-maglioni', breadcrumbs: [{ name: 'Bambino' }] },
      ],
    }),
  });
});

const renderPage = (query: string) => renderFragment(SearchPage, { query });

describe('the search results page', () => {
  it('asks the API what the header search asks, 40 a page, and shows the count, the categories and the products', async () => {
    renderPage('?term=maglione');
    expect(screen.getByRole('heading', { level: 1, name: 'Risultati per “maglione”' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Maglione a trecce' })).toBeTruthy();
    expect(calls('products')).toEqual([[{ term: 'maglione', page: 1, pageSize: 40 }]]);
    expect(screen.getByRole('status').textContent).toBe('60 risultati');
    await screen.findByText('Uomo ›', { exact: false });
    expect(screen.getByRole('navigation', { name: 'Categorie' }).textContent).toContain('Uomo › Maglioni(2)');
    expect(screen.getByRole('link', { name: 'Tutte le categorie' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Uomo › Maglioni/ }).getAttribute('href')).toBe('/it/search?term=maglione&category=uomo-maglioni');
  });

  it('filters by the category in the address and pages with links, keeping the term', async () => {
    renderPage('?term=maglione&category=uomo-maglioni&page=2');
    await screen.findByRole('link', { name: 'Maglione a trecce' });
    expect(calls('products')).toEqual(
      expect.arrayContaining([[{ term: 'maglione', page: 2, pageSize: 40, filters: { cats_ids: ['uomo-maglioni'] } }], [{ term: 'maglione', page: 1, pageSize: 40 }]]),
    );
    expect((await screen.findByRole('link', { name: /Uomo › Maglioni/ })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Pagina precedente' }).getAttribute('href')).toBe('/it/search?term=maglione&category=uomo-maglioni');
  });

  it('says "Nessun risultato trovato" with a hint when nothing matches', async () => {
    renderPage('?term=zzzz');
    expect(await screen.findByText('Nessun risultato trovato')).toBeTruthy();
    expect(screen.getByText(/prova con un termine più generico/)).toBeTruthy();
  });

  it('asks for 3 characters and searches nothing shorter', () => {
    renderPage('?term=ma');
    expect(screen.getByRole('heading', { level: 1, name: 'Cerca nel negozio' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Scrivi almeno 3 caratteri');
    expect(calls('products')).toEqual([]);
  });

  it('searches again from its own form, in the shop, without reloading', () => {
    const { navigate } = renderPage('?term=maglione');
    const field = screen.getByRole('searchbox', { name: 'Cerca prodotti' });
    expect((field as HTMLInputElement).value).toBe('maglione');
    fireEvent.change(field, { target: { value: 'cardigan blu' } });
    fireEvent.submit(field.closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/it/search?term=cardigan+blu');
  });
});
