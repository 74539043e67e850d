/** Rules of the header search (docs/product-rules.md §4, §5, §9): when to search, when to fetch the next page. */

export const MIN_TERM_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
/** Product rule §9's component default beside the request size of 40: the search box asks this many unless its placement names a size (the header: 40). */
export const SEARCH_DEFAULT_PAGE_SIZE = 12;
/** The contract's largest page. */
const MAX_PAGE_SIZE = 100;
/** The scroll listener waits this long so the first page's layout settles before it can ask for more. */
export const SCROLL_LISTENER_DELAY_MS = 1000;
/** Load more when the end of the list is this many viewport heights away or closer. */
export const LOAD_AHEAD_VIEWPORTS = 1.5;
/** Longer input is cut rather than refused: a pasted paragraph still searches its beginning. */
export const MAX_TERM_LENGTH = 100;

/** The page size a placement asks for (a fragment param), or the component default when it names none that the API takes. */
export function searchPageSize(param: string | undefined): number {
  const size = Number(param);
  return Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? size : SEARCH_DEFAULT_PAGE_SIZE;
}

/** The term that is sent, or null when there is nothing worth searching yet. */
export function searchableTerm(input: string): string | null {
  const term = input.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH).trim();
  return term.length >= MIN_TERM_LENGTH ? term : null;
}

/** Calls `run` with the last value once `delayMs` passed without a new one; the timers are injectable so tests need not wait. */
export function createDebouncer<T>(
  run: (value: T) => void,
  delayMs: number,
  timers: { set: (callback: () => void, ms: number) => unknown; clear: (handle: unknown) => void } = {
    set: (callback, ms) => setTimeout(callback, ms),
    clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  let handle: unknown;
  let pending = false;
  return {
    push(value: T) {
      if (pending) timers.clear(handle);
      pending = true;
      handle = timers.set(() => {
        pending = false;
        run(value);
      }, delayMs);
    },
    cancel() {
      if (pending) timers.clear(handle);
      pending = false;
    },
  };
}

export interface ScrollGeometry {
  /** Distance from the top of the scrolled content to the top of the visible area. */
  scrollTop: number;
  /** Visible height of the scrolling box. */
  clientHeight: number;
  /** Full height of the scrolled content. */
  scrollHeight: number;
  /** The window's height: the unit of "1.5 viewport heights". */
  viewportHeight: number;
}

export function isNearEnd({ scrollTop, clientHeight, scrollHeight, viewportHeight }: ScrollGeometry): boolean {
  const remaining = scrollHeight - (scrollTop + clientHeight);
  return remaining <= LOAD_AHEAD_VIEWPORTS * viewportHeight;
}

/** The page after the loaded ones, or undefined when the last page came back short (product rule §4: fewer than the page size). */
export function nextPageAfter(pages: readonly { itemCount: number }[], pageSize: number): number | undefined {
  if (pages.length === 0) return 1;
  return pages[pages.length - 1].itemCount < pageSize ? undefined : pages.length + 1;
}

/** The size of a page of the results page: the header's request size (product rule §9), so both rank alike. */
export const RESULTS_PAGE_SIZE = 40;
/** The results page's query keys; the header's form names its field `term` too, so it works without JavaScript. */
export const SEARCH_FIELDS = { term: 'term', category: 'category', page: 'page' } as const;

export interface SearchAddress {
  /** What the shopper typed, as the page's form shows it again. */
  input: string;
  /** The term searched, or null when the input is too short. */
  term: string | null;
  categoryUid: string | null;
  page: number;
}

const CATEGORY_UID = /^[\p{L}\p{N}_.-]{1,60}$/u;
const MAX_PAGE = 10_000;

/** Reads the results page's address; a part that makes no sense takes its default. */
export function parseSearchAddress(search: string): SearchAddress {
  const query = new URLSearchParams(search);
  const input = (query.get(SEARCH_FIELDS.term) ?? '').slice(0, MAX_TERM_LENGTH);
  const category = query.get(SEARCH_FIELDS.category) ?? '';
  const page = Number(query.get(SEARCH_FIELDS.page));
  return {
    input,
    term: searchableTerm(input),
    categoryUid: CATEGORY_UID.test(category) ? category : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The results page of `term`, in `categoryUid` when given, at `page`; defaults are left out so links stay short. */
export function searchHref(basePath: string, term: string, categoryUid: string | null = null, page = 1): string {
  const query = new URLSearchParams({ [SEARCH_FIELDS.term]: term });
  if (categoryUid) query.set(SEARCH_FIELDS.category, categoryUid);
  if (page > 1) query.set(SEARCH_FIELDS.page, String(page));
  return `${basePath}/search?${query}`;
}
