import {
  activeFilterCount,
  carriedFields,
  clearFilters,
  defaultFacets,
  optionId,
  pageWindow,
  parseFacets,
  serializeFacets,
  toggleFilter,
  withItemsPerPage,
  withPage,
  withPrice,
  withSort,
} from './listing.rules';

describe('reading the facets of a listing from its address', () => {
  it('starts on page 1 with 14 items, default order, no filters', () => {
    expect(parseFacets('')).toEqual(defaultFacets());
    expect(defaultFacets()).toMatchObject({ page: 1, itemsPerPage: 14, sort: 'default', term: '', filters: {}, price: {} });
  });

  it('reads filters, page, size, sort, term and price range', () => {
    expect(parseFacets('?color=blu,rosso&dimensione=m&page=3&itemsPerPage=28&sort=price_asc&term=lana&priceFrom=20&priceTo=80.50')).toEqual({
      filters: { color: ['blu', 'rosso'], dimensione: ['m'] },
      page: 3,
      itemsPerPage: 28,
      sort: 'price_asc',
      term: 'lana',
      price: { from: 20, to: 80.5 },
    });
  });

  it('falls back to defaults for a malformed address instead of failing', () => {
    const facets = parseFacets('?page=-2&itemsPerPage=9999&sort=cheapest&priceFrom=abc&priceTo=1e9&color=<script>&Bad-Key=x');
    expect(facets).toEqual(defaultFacets());
  });

  it('ignores a page of zero, a fractional page and a huge page', () => {
    expect(parseFacets('?page=0').page).toBe(1);
    expect(parseFacets('?page=2.5').page).toBe(1);
    expect(parseFacets('?page=99999999').page).toBe(1);
  });

  it('reads a price typed the Italian way, with a decimal comma and stray spaces', () => {
    expect(parseFacets('?priceFrom=+20+&priceTo=79%2C50').price).toEqual({ from: 20, to: 79.5 });
    expect(parseFacets('?priceFrom=1,2,3&priceTo=').price).toEqual({});
  });

  it('swaps a reversed price range', () => {
    expect(parseFacets('?priceFrom=90&priceTo=10').price).toEqual({ from: 10, to: 90 });
  });

  it('does not take the Category route id for a filter, and keeps each option once', () => {
    expect(parseFacets('?id=12&color=blu,blu&color=nero').filters).toEqual({ color: ['blu', 'nero'] });
  });

  it('cuts an overlong search term', () => {
    expect(parseFacets(`?term=${'a'.repeat(500)}`).term).toHaveLength(100);
  });
});

describe('writing the facets back to the address', () => {
  it('leaves an all-default listing without a query string', () => {
    expect(serializeFacets(defaultFacets())).toBe('');
  });

  it('survives a round trip', () => {
    const search = '?color=blu%2Crosso&dimensione=m&priceFrom=20&priceTo=80&term=lana+merino&sort=name_desc&itemsPerPage=56&page=2';
    const facets = parseFacets(search);
    expect(parseFacets(serializeFacets(facets))).toEqual(facets);
    expect(serializeFacets(facets)).toBe(search);
  });
});

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

it('keeps the bare option id of a prefix::id filter value', () => {
  expect(optionId('color::blu')).toBe('blu');
  expect(optionId('blu')).toBe('blu');
});

it('ignores query parameters that are not facets of the catalog', () => {
  expect(parseFacets('?utm_source=news&colour=blu&color=rosso').filters).toEqual({ color: ['rosso'] });
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
