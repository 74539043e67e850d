// Layout shifts and what moved, per route: the sources behind a CLS figure (Lighthouse gives only
// the sum). Each route at Lighthouse's mobile screen (412x823 at 1.75) and at 1280x800, with and
// without the cookie-consent answer, with the remotes answering at once and 1 s late (a late
// fragment shows any gap in its slot's reservation). Cart and checkout with a line in the cart.
//   npm start   (in another terminal), then:   node bench/layout-shifts.mjs [baseUrl]
// Prints each shift with the elements that moved (before → after: x,y,width,height); never asserts.
import { chromium } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable } from './browser.mjs';
import { cartWithOneLine, mainRoutes } from './shop-routes.mjs';

const base = process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:8080';
const screens = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const consentCookie = { name: 'consent', value: encodeURIComponent(JSON.stringify({ statistics: false, date: new Date().toISOString() })), url: base };
const cartCookie = { name: 'cart', value: await cartWithOneLine(base), url: base };

// Runs in the page before any script: keeps every layout-shift entry with a description of what moved.
function recordShifts() {
  const describe = (node) => {
    const element = node?.nodeType === Node.ELEMENT_NODE ? node : node?.parentElement;
    if (!element) return '(removed)';
    const name = (el) => `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    const slot = element.closest('[data-slot]')?.getAttribute('data-slot') ?? 'shell';
    return `${slot}: ${element.parentElement ? `${name(element.parentElement)} > ` : ''}${name(element)} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  };
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: entry.sources.map((source) => `${describe(source.node)}  ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const browser = await chromium.launch({ executablePath: browserExecutable(), args: BROWSER_FLAGS });
const summary = [];
try {
  for (const [route, path] of await mainRoutes(base)) {
    for (const [screen, options] of Object.entries(screens)) {
      for (const consent of [true, false]) {
        for (const lateMs of [0, 1000]) {
          const context = await browser.newContext({ ...options, locale: 'it-IT' });
          await context.addCookies([...(consent ? [consentCookie] : []), ...(route === 'cart' || route === 'checkout' ? [cartCookie] : [])]);
          const page = await context.newPage();
          if (lateMs)
            await page.route(/:808[1-5]\//, async (request) => {
              await new Promise((resolve) => setTimeout(resolve, lateMs));
              await request.continue();
            });
          await page.addInitScript(recordShifts);
          await page.goto(`${base}${path}`);
          // Done when no slot, skeleton or busy region is left, and a moment after.
          // Everything on screen has arrived (a server-drawn slot below the fold loads its code only when it comes near).
          await page
            .waitForFunction(
              () =>
                ![...document.querySelectorAll('[data-slot-state="loading"], [data-slot-state="slow"], [data-skeleton], [aria-busy="true"]')].some((element) => {
                  const box = element.getBoundingClientRect();
                  return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
                }),
              null,
              { timeout: 30_000 },
            )
            .catch(() => console.log(`${route}: still loading after 30 s`));
          await page.waitForTimeout(1500);
          const shifts = await page.evaluate(() => window.__layoutShifts);
          const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
          const label = `${route} ${screen} ${consent ? 'consent given' : 'consent asked'} remotes ${lateMs ? `${lateMs} ms late` : 'on time'}`;
          summary.push(`${label.padEnd(56)} ${cls.toFixed(4)}`);
          console.log(`${label}: ${cls.toFixed(4)}`);
          for (const shift of shifts) console.log(`  ${shift.value.toFixed(4)} at ${shift.at} ms\n${shift.sources.map((source) => `    ${source}`).join('\n')}`);
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`\nlayout shift per run (budget for CLS: 0.02)\n${summary.join('\n')}`);
