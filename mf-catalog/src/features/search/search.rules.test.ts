import { createDebouncer, isNearEnd, nextPageAfter, parseSearchAddress, SEARCH_DEFAULT_PAGE_SIZE, searchableTerm, searchHref, searchPageSize } from './search.rules';

describe('the search term', () => {
  it('needs at least 3 characters', () => {
    expect(searchableTerm('ma')).toBeNull();
    expect(searchableTerm('  ma  ')).toBeNull();
    expect(searchableTerm('mag')).toBe('mag');
  });

  it('collapses spaces and cuts a 500-character paste to 100', () => {
    expect(searchableTerm('  maglione   blu ')).toBe('maglione blu');
    expect(searchableTerm('x'.repeat(500))).toHaveLength(100);
  });

  it('passes symbols through for the server to handle', () => {
    expect(searchableTerm('%$#@!')).toBe('%$#@!');
  });
});

describe('the debounced input', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once with the last value after the shopper stops typing for a second', () => {
    const run = jest.fn();
    const debouncer = createDebouncer(run, 1000);
    debouncer.push('mag');
    jest.advanceTimersByTime(600);
    debouncer.push('magl');
    jest.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('magl');
  });

  it('does nothing once cancelled', () => {
    const run = jest.fn();
    const debouncer = createDebouncer(run, 1000);
    debouncer.push('maglione');
    debouncer.cancel();
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('infinite scroll of the results', () => {
  const geometry = { clientHeight: 600, scrollHeight: 5000, viewportHeight: 800 };

  it('asks for more within 1.5 viewport heights of the end', () => {
    expect(isNearEnd({ ...geometry, scrollTop: 3000 })).toBe(false); // 1400 px left > 1200
    expect(isNearEnd({ ...geometry, scrollTop: 3200 })).toBe(true); // exactly 1200 px left
  });

  it('starts at page 1, raises the page after full pages of 40', () => {
    expect(nextPageAfter([], 40)).toBe(1);
    expect(nextPageAfter([{ itemCount: 40 }], 40)).toBe(2);
    expect(nextPageAfter([{ itemCount: 40 }, { itemCount: 40 }], 40)).toBe(3);
  });

  it('stops after a page with fewer than 40 items', () => {
    expect(nextPageAfter([{ itemCount: 40 }, { itemCount: 39 }], 40)).toBeUndefined();
    expect(nextPageAfter([{ itemCount: 0 }], 40)).toBeUndefined();
  });

  it('measures a short page against the page size asked', () => {
    expect(nextPageAfter([{ itemCount: 12 }], 12)).toBe(2);
    expect(nextPageAfter([{ itemCount: 12 }], 40)).toBeUndefined();
  });
});

describe('search page size', () => {
  it('takes the size its placement asks for', () => {
    expect(searchPageSize('40')).toBe(40);
    expect(searchPageSize('1')).toBe(1);
  });

  it('falls back to the component default of 12 without a size the API takes (product rule §9)', () => {
    expect(SEARCH_DEFAULT_PAGE_SIZE).toBe(12);
    for (const param of [undefined, '', 'quaranta', '0', '-5', '12.5', '101']) expect(searchPageSize(param)).toBe(12);
  });
});

describe('the results page address', () => {
  it('reads the term, the category and the page, and writes them back', () => {
    const address = parseSearchAddress('?term=maglione%20blu&category=uomo-maglioni&page=3');
    expect(address).toEqual({ input: 'maglione blu', term: 'maglione blu', categoryUid: 'uomo-maglioni', page: 3 });
    expect(searchHref('/it', 'maglione blu', 'uomo-maglioni', 3)).toBe('/it/search?term=maglione+blu&category=uomo-maglioni&page=3');
    expect(searchHref('/it', 'maglione')).toBe('/it/search?term=maglione');
  });

  it('takes the default for whatever makes no sense, and searches nothing under 3 characters', () => {
    expect(parseSearchAddress('?term=ma&category=%3Cscript%3E&page=-2')).toEqual({ input: 'ma', term: null, categoryUid: null, page: 1 });
    expect(parseSearchAddress('?page=1e9')).toEqual({ input: '', term: null, categoryUid: null, page: 1 });
    expect(parseSearchAddress(`?term=${'a'.repeat(500)}`).term).toHaveLength(100);
  });
});
