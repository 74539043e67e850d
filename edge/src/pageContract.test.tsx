/** @jest-environment jsdom */
import { renderToString } from 'react-dom/server';
import { SlotHost } from '@bottega/fragment-kit/slots';
import { configuredContainer } from '@bottega/shell/tag-manager';
import { createApiClient } from '@bottega/api-contract';
import { renderIndexHtml } from './html';
import { slotHostHtml } from './ssr/fragmentSource';

// What the edge writes into a page is what the shell's code reads there or renders again.

describe('a slot drawn by the edge', () => {
  it('is the markup the shell renders in the browser, so hydration keeps it', () => {
    const content = {
      html: '<div data-team="cart"><button>Carrello &amp; co</button></div>',
      data: '{"idPrefix":"f1-","state":{}}',
      css: ['http://localhost:8082/1.0.0/chunks/a.1a2b.css', 'http://localhost:8082/1.0.0/chunks/b.3c4d.css?x=1&y=2'],
    };
    expect(slotHostHtml(content)).toBe(renderToString(<SlotHost hostRef={null} content={content} />));
    expect(slotHostHtml(null)).toBe(renderToString(<SlotHost hostRef={null} content={null} />));
  });
});

describe('the tag-manager container', () => {
  const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA';
  it('reads the container the edge names in the page, and nothing when it names none', () => {
    const page = (url?: string) =>
      new DOMParser().parseFromString(
        renderIndexHtml('<html><head></head><body></body></html>', { registry: { remotes: {}, overrideOrigins: [] }, preloadRemotes: [], tagManagerUrl: url }),
        'text/html',
      );
    expect(configuredContainer(page(`${CONTAINER}&l=dataLayer`))).toBe(`${CONTAINER}&l=dataLayer`);
    expect(configuredContainer(page())).toBeNull();
  });
});

describe("the page's trace context", () => {
  it("is what the browser's API client sends back with each call, and nothing when the edge writes none", async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const sent: Array<string | null> = [];
    const client = createApiClient({
      baseUrl: '',
      // The client's own headers object, as it hands it to fetch.
      fetch: async (_input, init) => {
        sent.push((init?.headers as Record<string, string>).traceparent ?? null);
        return { ok: true, json: async () => ({ data: {} }) } as Response;
      },
    });
    const registry = { remotes: {}, overrideOrigins: [] };
    for (const page of [
      renderIndexHtml('<html><head></head><body></body></html>', { registry, preloadRemotes: [], traceparent }),
      renderIndexHtml('<html><head></head><body></body></html>', { registry, preloadRemotes: [] }),
    ]) {
      document.head.innerHTML = new DOMParser().parseFromString(page, 'text/html').head.innerHTML;
      await client.call('commerce', 'menu', { code: 'mainmenu' });
    }
    expect(sent).toEqual([traceparent, null]);
  });
});
