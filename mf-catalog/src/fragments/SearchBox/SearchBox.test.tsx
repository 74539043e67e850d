import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { act, fireEvent, screen } from '@testing-library/react';
import { product, productList, searchCategoriesFacet } from '../../testing/fixtures';
import { SearchBox } from './SearchBox';

let calls: ReturnType<typeof fakeApi>;
beforeEach(() => {
  jest.useFakeTimers();
  calls = fakeApi({
    products: (input) => {
      const { term } = input as { term: string };
      if (term === 'zzzz') return productList([], { availableFilters: [], total_count: 0 });
      return productList([product({ uid: '1', name: 'Maglione a trecce' }), product({ uid: '2', name: 'Maglione girocollo' })], {
        availableFilters: [searchCategoriesFacet],
        total_count: 2,
      });
    },
    categorySearch: () => ({ items: [] }),
  });
});
afterEach(() => jest.useRealTimers());

/** As the shell's header places it: 40 products a page (docs/product-rules.md §9). */
const renderHeaderSearch = () => renderFragment(SearchBox, { params: { itemsPerPage: '40' } });
const box = () => screen.getByRole('searchbox', { name: 'Cerca prodotti' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const settle = () => act(async () => void jest.advanceTimersByTime(1000));

describe('the header search', () => {
  it('opens on input and asks for 3 characters', () => {
    renderHeaderSearch();
    expect(screen.queryByRole('region')).toBeNull();
    type('ma');
    expect(screen.getByRole('region')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Scrivi almeno 3 caratteri');
  });

  it('searches once, a second after the last keystroke, 40 per page', async () => {
    renderHeaderSearch();
    type('mag');
    act(() => void jest.advanceTimersByTime(500));
    type('maglione');
    act(() => void jest.advanceTimersByTime(999));
    expect(calls('products')).toEqual([]);
    await settle();
    expect(calls('products')).toEqual([[{ term: 'maglione', page: 1, pageSize: 40 }]]);
    expect(await screen.findByRole('link', { name: /Maglione a trecce/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 risultati');
  });

  it('asks the component default of 12 per page where its placement names no page size (product rule §9)', async () => {
    renderFragment(SearchBox);
    type('maglione');
    await settle();
    expect(calls('products')).toEqual([[{ term: 'maglione', page: 1, pageSize: 12 }]]);
  });

  it('lists the categories and reruns the search filtered by the one chosen', async () => {
    renderHeaderSearch();
    type('maglione');
    await settle();
    const categories = await screen.findByRole('navigation', { name: 'Categorie' });
    expect(categories.textContent).toContain('Maglioni(2)');
    fireEvent.click(screen.getAllByRole('button', { name: /Maglioni/ })[1]);
    await act(async () => undefined);
    expect(calls('products').at(-1)).toEqual([{ term: 'maglione', page: 1, pageSize: 40, filters: { cats_ids: ['bambino-maglioni'] } }]);
  });

  it('starts a new term on all categories', async () => {
    renderHeaderSearch();
    type('maglione');
    await settle();
    fireEvent.click((await screen.findAllByRole('button', { name: /Maglioni/ }))[0]);
    type('cardigan');
    await settle();
    expect(calls('products').at(-1)).toEqual([{ term: 'cardigan', page: 1, pageSize: 40 }]);
  });

  it('says "Nessun risultato trovato" when nothing matches', async () => {
    renderHeaderSearch();
    type('zzzz');
    await settle();
    expect((await screen.findByText('Nessun risultato trovato')).getAttribute('role')).toBe('status');
  });

  it('closes on Escape and on a click outside, and reopens on input', async () => {
    renderHeaderSearch();
    type('maglione');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('region')).toBeNull();
    type('maglioni');
    expect(screen.getByRole('region')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('region')).toBeNull();
    type('maglia');
    fireEvent.click(screen.getByRole('region'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('closes when the keyboard focus leaves the search', () => {
    const outside = document.body.appendChild(document.createElement('button'));
    renderHeaderSearch();
    type('maglione');
    fireEvent.blur(box(), { relatedTarget: outside });
    expect(screen.queryByRole('region')).toBeNull();
    outside.remove();
  });

  it('closes on back or forward', () => {
    renderHeaderSearch();
    type('maglione');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('follows a result inside the shop and closes', async () => {
    const { props } = renderHeaderSearch();
    type('maglione');
    await settle();
    fireEvent.click(await screen.findByRole('link', { name: /Maglione girocollo/ }));
    expect(props.navigate).toHaveBeenCalledWith('/it/p/2');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('reset clears the term and the category filter', async () => {
    renderHeaderSearch();
    type('maglione');
    await settle();
    fireEvent.click((await screen.findAllByRole('button', { name: /Maglioni/ }))[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancella ricerca' }));
    expect((box() as HTMLInputElement).value).toBe('');
    type('maglione');
    await settle();
    expect((await screen.findByRole('button', { name: 'Tutte le categorie' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes to the results page on Enter, without waiting for the debounce, and the menu links there too', async () => {
    const { navigate } = renderHeaderSearch();
    type('  maglione  lana ');
    await settle();
    expect((await screen.findByRole('link', { name: 'Vedi tutti i risultati' })).getAttribute('href')).toBe('/it/search?term=maglione+lana');
    type('cardigan');
    fireEvent.submit(box().closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/it/search?term=cardigan');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('keeps a term too short for the results page in the menu, with its hint', () => {
    const { navigate } = renderHeaderSearch();
    type('ma');
    fireEvent.submit(box().closest('form')!);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Scrivi almeno 3 caratteri');
  });

  it('is a form that asks the results page without JavaScript', () => {
    renderHeaderSearch();
    const form = box().closest('form')!;
    expect(form.getAttribute('action')).toBe('/it/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(box().getAttribute('name')).toBe('term');
  });

  it('cuts a 500-character term and passes symbols to the API', async () => {
    renderHeaderSearch();
    type('x'.repeat(500));
    await settle();
    type('%$#');
    await settle();
    expect(calls('products').map(([input]) => (input as { term: string }).term)).toEqual(['x'.repeat(100), '%$#']);
  });
});
