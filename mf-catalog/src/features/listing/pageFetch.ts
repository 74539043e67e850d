/** docs/product-rules.md §9: a page's data fetch takes at least 200 ms, so its loading state never blinks on and off. */
export const PAGE_FETCH_MIN_DELAY_MS = 200;

/** Runs `fetch` and settles with its answer or error no sooner than `minimumMs` after it started; a slow answer is not held back. */
export async function withMinimumDelay<T>(fetch: () => Promise<T>, minimumMs = PAGE_FETCH_MIN_DELAY_MS): Promise<T> {
  const [answer] = await Promise.allSettled([fetch(), new Promise((resolve) => setTimeout(resolve, minimumMs))]);
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
