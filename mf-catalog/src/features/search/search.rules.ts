/** Rules of the header search (docs/product-rules.md §4, §5, §9): when to search, when to fetch the next page. */

export const MIN_TERM_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
/**
 * Product rule §9: "a component default of 12 also exists" beside the request size of 40. The search box asks
 * this many per page unless its placement names another size: the header's asks 40.
 */
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

/**
 * Calls `run` with the last value once `delayMs` passed without a new one. The timer functions
 * are injectable so the rule is testable without waiting.
 */
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
