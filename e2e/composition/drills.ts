import type { APIRequestContext, Page } from '@playwright/test';

/** What the failure drills and the version swap need to know about the running shop. */

export interface Registry {
  remotes: Record<string, { entry: string }>;
  overrideOrigins: string[];
}

export async function currentRegistry(request: APIRequestContext): Promise<Registry> {
  const response = await request.get('/registry.json');
  return (await response.json()) as Registry;
}

/** Every `shell:remote-failed` the page publishes, collected from the first script on. */
export async function recordRemoteFailures(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ remote: string; reason: string; fragment?: string }> = [];
    (window as unknown as { __remoteFailures: typeof seen }).__remoteFailures = seen;
    window.addEventListener('shell:remote-failed', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __remoteFailures: Array<{ remote: string; reason: string; fragment?: string }> }).__remoteFailures);
}

/** The remoteEntry.js files of one remote the page loaded (fresh or revalidated), by version folder. */
export function remoteEntryVersions(page: Page, origin: string): string[] {
  const versions: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('/remoteEntry.js') && response.status() < 400) versions.push(url.pathname.split('/').at(-2) as string);
  });
  return versions;
}

/**
 * A hand-written Module Federation container (a plain remoteEntry.js, "global" type) whose
 * `./expose` is well formed but whose fragments throw when mounted, or which declares another
 * contract major. It stands for a remote that passes its own tests yet breaks on the page.
 */
export function fakeContainer(globalName: string, fragments: string[], { contract = 1, failAtMount = true } = {}): string {
  return `
    (function () {
      var parcel = {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return ${failAtMount ? "Promise.reject(new Error('e2e: il frammento si rompe al montaggio'))" : 'Promise.resolve()'}; },
        unmount: function () { return Promise.resolve(); }
      };
      var fragments = {};
      ${JSON.stringify(fragments)}.forEach(function (name) { fragments[name] = function () { return Promise.resolve(parcel); }; });
      var expose = { contract: ${contract}, fragments: fragments };
      window[${JSON.stringify(globalName)}] = {
        init: function () {},
        get: function () { return Promise.resolve(function () { return { __esModule: true, default: expose }; }); }
      };
    })();`;
}
