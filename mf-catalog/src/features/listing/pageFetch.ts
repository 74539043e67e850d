/** docs/product-rules.md §9: a page's data fetch takes at least 200 ms, so its loading state never blinks on and off. */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/**
 * Runs `fetch` and settles no sooner than `minimumMs` after it started, with its answer or its
 * error: a quick answer waits out the rest, a slow one is not held back.
 */
export async function withMinimumDelay<T>(fetch: () => Promise<T>, minimumMs = PAGE_FETCH_MIN_DELAY_MS): Promise<T> {
  const [answer] = await Promise.allSettled([fetch(), new Promise((resolve) => setTimeout(resolve, minimumMs))]);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
