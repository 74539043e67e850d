import { defaultFacets, optionId, parseFacets, serializeFacets } from '../src/listingAddress';

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

it('keeps the bare option id of a prefix::id filter value', () => {
  expect(optionId('color::blu')).toBe('blu');
  expect(optionId('blu')).toBe('blu');
});

it('ignores query parameters that are not facets of the catalog', () => {
  expect(parseFacets('?utm_source=news&colour=blu&color=rosso').filters).toEqual({ color: ['rosso'] });
});
