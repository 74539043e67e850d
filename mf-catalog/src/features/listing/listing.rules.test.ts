import { activeFilterCount, carriedFields, clearFilters, pageWindow, toggleFilter, withItemsPerPage, withPage, withPrice, withSort } from './listing.rules';
import { parseFacets } from '@bottega/api-contract/listing';

describe('changing the facets', () => {
  const onPage3 = withPage(parseFacets('?color=blu'), 3);

  it('adds and removes an option and goes back to page 1', () => {
    const added = toggleFilter(onPage3, 'color', 'nero');
    expect(added.filters.color).toEqual(['blu', 'nero']);
    expect(added.page).toBe(1);
    const removed = toggleFilter(toggleFilter(added, 'color', 'blu'), 'color', 'nero');
    expect(removed.filters).toEqual({});
  });

  it('goes back to page 1 when the order changes', () => {
    expect(withSort(onPage3, 'new_arrivals')).toMatchObject({ sort: 'new_arrivals', page: 1 });
  });

  it('counts active filters, the price range as one, and clears them all', () => {
    const facets = parseFacets('?color=blu,nero&brand=x&priceFrom=10');
    expect(activeFilterCount(facets)).toBe(4);
    expect(activeFilterCount(clearFilters(facets))).toBe(0);
  });
});

describe('the forms of a listing without JavaScript', () => {
  const facets = parseFacets('?color=blu,nero&priceFrom=20&term=lana&sort=name_desc&itemsPerPage=28&page=3');
  /** What the browser asks for when the form is sent: its hidden fields, then its own. */
  const submitted = (...fields: [string, string][]) => parseFacets(`?${new URLSearchParams(fields)}`);

  it('sends the order and page size with every other facet, back on page 1', () => {
    const carried = carriedFields(facets, ['sort', 'itemsPerPage']);
    expect(carried).toEqual([
      ['color', 'blu,nero'],
      ['priceFrom', '20'],
      ['term', 'lana'],
    ]);
    expect(submitted(...carried, ['sort', 'price_asc'], ['itemsPerPage', '28'])).toEqual(withSort(facets, 'price_asc'));
    expect(submitted(...carried, ['sort', 'name_desc'], ['itemsPerPage', '56'])).toEqual(withItemsPerPage(facets, 56));
  });

  it('sends the price range with every other facet, back on page 1, and an empty range clears it', () => {
    const carried = carriedFields(facets, ['price']);
    expect(carried).toEqual([
      ['color', 'blu,nero'],
      ['term', 'lana'],
      ['sort', 'name_desc'],
      ['itemsPerPage', '28'],
    ]);
    expect(submitted(...carried, ['priceFrom', '10'], ['priceTo', '79,50'])).toEqual(withPrice(facets, { from: 10, to: 79.5 }));
    expect(submitted(...carried, ['priceFrom', ''], ['priceTo', ''])).toEqual(withPrice(facets, {}));
  });

  it('carries nothing for a listing with its defaults', () => {
    expect(carriedFields(parseFacets('?page=4'), ['sort', 'itemsPerPage'])).toEqual([]);
  });
});

describe('the pager', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first, last and neighbours with gaps in between', () => {
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
  });
});
