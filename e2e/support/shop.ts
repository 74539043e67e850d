import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Calls the storefront API the way the remotes do, with the page's cookies when given a page's request. */
export async function api<T = unknown>(request: APIRequestContext, tag: string, method: string, args: unknown[] = []): Promise<T> {
  const response = await request.post(`/api/${tag}/${method}`, { data: args });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${tag}/${method} → ${response.status()}: ${body.message}`);
  return body.data as T;
}

/**
 * Waits until a slot has mounted its fragment (the shell marks each slot's state). The shell starts
 * on the shopper's first intent and a server-drawn slot below the fold loads its code when it comes
 * near the screen: the slot is looked at and pointed at first, as a shopper would.
 */
export async function fragmentMounted(page: Page, slot: string) {
  const element = page.locator(`[data-slot="${slot}"]`).first();
  await element.scrollIntoViewIfNeeded();
  await element.hover();
  await expect(element).toHaveAttribute('data-slot-state', 'mounted');
}

/**
 * The shopper's pointer comes onto the page, the first sign of intent the shell starts on (docs/adr/0037),
 * and waits until the shell's code has taken over the page the server drew. The server draws every slot
 * `loading`; the shell's first commit moves each to `waiting` or on to `mounted`, so one slot past
 * `loading` means the shell is live: its listeners on the bus are there, its router handles links.
 */
export async function shellLive(page: Page) {
  // Where the screen is now: hovering an element would scroll it into view first.
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-slot-state="waiting"], [data-slot-state="mounted"]').first()).toBeAttached();
}

/**
 * Reaches for a slot as a shopper does (scrolls to it, points at it), then waits until its fragment
 * has mounted: a slot the server rendered that is only read (the top bar, the footer) loads its code on
 * that first sign of intent.
 */
export async function reachFor(page: Page, slot: string) {
  await expect(await pointAt(page, slot)).toHaveAttribute('data-slot-state', 'mounted');
}

/** Scrolls to a slot and points at it (the first sign of intent, which loads a waiting slot's code); returns the slot. */
export async function pointAt(page: Page, slot: string) {
  const element = page.locator(`[data-slot="${slot}"]`).first();
  await element.scrollIntoViewIfNeeded();
  await element.hover();
  return element;
}

/** axe finds no WCAG 2.1 AA violations in the page (or the part `include` selects). */
export async function expectAccessible(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Counts the React DOM renderers that register on the page: each copy of react-dom announces
 * itself to the devtools hook, so exactly one means React was shared as a singleton.
 */
export async function installReactCounter(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  return () => page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
}

/** React's errors when the browser's first render differs from the server's HTML (production codes and development words). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|didn't match the client/;

/**
 * Every journey runs on server-rendered pages: a test fails when React reports that a page's HTML
 * and the browser's first render differ (each root then throws its HTML away and draws again).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const hydrationErrors: string[] = [];
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(`${page.url()}: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(hydrationErrors, 'React hydration errors').toEqual([]);
  },
});
export { expect };
