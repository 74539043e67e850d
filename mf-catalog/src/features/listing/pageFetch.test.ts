import { PAGE_FETCH_MIN_DELAY_MS, withMinimumDelay } from './pageFetch';

describe('a page fetch with a minimum delay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Whether the promise has settled after the timers moved on by `ms`. */
  async function settledAfter(promise: Promise<unknown>, ms: number) {
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('holds a quick answer until 200 ms have passed since the fetch started (product rule §9)', async () => {
    expect(PAGE_FETCH_MIN_DELAY_MS).toBe(200);
    const page = withMinimumDelay(async () => 'pagina 2');
    expect(await settledAfter(page, 199)).toBe(false);
    expect(await settledAfter(page, 1)).toBe(true);
    await expect(page).resolves.toBe('pagina 2');
  });

  it('does not hold back an answer slower than 200 ms', async () => {
    const page = withMinimumDelay(() => new Promise((resolve) => setTimeout(() => resolve('lenta'), 350)));
    expect(await settledAfter(page, 349)).toBe(false);
    expect(await settledAfter(page, 1)).toBe(true);
    await expect(page).resolves.toBe('lenta');
  });

  it('passes a failure on after the same 200 ms', async () => {
    const page = withMinimumDelay(() => Promise.reject(new Error('Impossibile contattare il negozio.')));
    page.catch(() => undefined);
    expect(await settledAfter(page, 199)).toBe(false);
    expect(await settledAfter(page, 1)).toBe(true);
    await expect(page).rejects.toThrow('Impossibile contattare il negozio.');
  });
});
