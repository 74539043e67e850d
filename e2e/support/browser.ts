import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { shellLive, test } from './shop';

/** The shop under test, as the Playwright config names it. */
const shop = () => test.info().project.use.baseURL ?? 'http://localhost:8080';

/** Cookies as the shop's own code writes them (js-cookie encodes JSON the same way). */
export async function setCookie(context: BrowserContext, name: string, value: string) {
  await context.addCookies([{ name, value: encodeURIComponent(value), url: shop() }]);
}

/** A shopper who already answered the cookie banner, for journeys that are not about it. */
export async function consentAlreadyGiven(context: BrowserContext, statistics = false) {
  await setCookie(context, 'consent', JSON.stringify({ statistics, date: new Date().toISOString() }));
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(shop())).find((found) => found.name === name)?.value;
}

/**
 * Speaks on the bus exactly as a remote does: a CustomEvent on window with a `v: 1` payload. A remote
 * only speaks once the shell is live (its fragments mount from the shell's slots): so does this.
 */
export async function publish(page: Page, name: string, payload: Record<string, unknown> = {}) {
  await shellLive(page);
  await page.evaluate(({ name, payload }) => window.dispatchEvent(new CustomEvent(name, { detail: { v: 1, ...payload } })), { name, payload });
}

export const notify = (page: Page, notification: Record<string, unknown>) => publish(page, 'shell:notify', { notification });

/** What the shell pushed to the tag manager, by event name. */
export async function dataLayerEvents(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => typeof entry.event === 'string'));
}

/** The expiry cookie the API sets at login, in unix seconds. */
export const expiresIn = (seconds: number) => String(Math.floor(Date.now() / 1000) + seconds);

/**
 * Holds every request matching `url` until `release()` is called: a slow answer, made deterministic,
 * so a test can look at the page while it waits.
 */
export async function holdRequests(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Where an element is drawn, for comparing a placeholder's place with what replaces it; in whole
 * pixels, as text is measured in fractions a placeholder cannot match (the browser itself does not
 * count a move under 3px as a layout shift).
 */
export async function placeOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}
