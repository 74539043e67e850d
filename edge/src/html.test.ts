import { readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from './escape';
import { inlineHashes, preloadLinks, registryScript, renderIndexHtml } from './html';
import type { Registry } from './registry';
import { NOT_FOUND_HEAD } from './seo/head';

const registry: Registry = {
  remotes: {
    mf_catalog: { entry: 'http://localhost:8081/1.0.0/mf-manifest.json' },
    mf_cart: { entry: 'http://localhost:8082/2.0.0/mf-manifest.json' },
  },
  overrideOrigins: ['http://localhost:8081'],
};

describe('registry inlined into index.html', () => {
  it('cannot close the script element or open a comment, and reads back identical', () => {
    const hostile = { remotes: { mf_cart: { entry: 'http://x/</script><script>alert(1)</script><!--&\u2028\u2029 "🧶"' } }, overrideOrigins: [] };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
    const script = registryScript(hostile as Registry);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script.startsWith('<script id="mf-registry" type="application/json">')).toBe(true);
  });

  it('goes where the template marks it, or before </head> when the marker was minified away', () => {
    const marked = '<html><head><title>x</title><!--mf-registry--></head><body><script src="/main.js"></script></body></html>';
    const minified = '<html><head><title>x</title></head><body><script src="/main.js"></script></body></html>';
    for (const template of [marked, minified]) {
      const html = renderIndexHtml(template, { registry, preloadRemotes: [] });
      const inlined = html.indexOf('id="mf-registry"');
      expect(inlined).toBeGreaterThan(html.indexOf('<title>'));
      expect(inlined).toBeLessThan(html.indexOf('</head>'));
      expect(html).not.toContain('<!--mf-registry-->');
      const json = /<script id="mf-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(json as string)).toEqual(registry);
    }
  });
});

describe("the page's own head in the template", () => {
  const shellTemplate = readFileSync(path.join(__dirname, '../../shell/src/index.html'), 'utf8');
  const descriptions = (html: string) => [...html.matchAll(/<meta\b[^>]*\bname="?description"?[^>]*>/gi)].map((match) => /content="([^"]*)"/.exec(match[0])?.[1]);
  const page = { title: 'Chi siamo | Bottega', description: 'La storia di Bottega.', canonical: 'https://shop.example/it/chi-siamo', ogType: 'website' as const, jsonLd: [] };

  it('holds exactly one description, the page’s, in place of the shell’s generic one', () => {
    expect(descriptions(shellTemplate)).toHaveLength(1);
    const html = renderIndexHtml(shellTemplate, { registry, preloadRemotes: [], head: page });
    expect(descriptions(html)).toEqual(['La storia di Bottega.']);
    expect(renderIndexHtml(shellTemplate, { registry, preloadRemotes: [], head: NOT_FOUND_HEAD }).match(/name="description"/g)).toHaveLength(1);
  });

  it('finds the generic description however a minifier wrote it', () => {
    const minified = '<html><head><meta content="Generica" name=description><title>x</title></head><body></body></html>';
    expect(descriptions(renderIndexHtml(minified, { registry, preloadRemotes: [], head: page }))).toEqual(['La storia di Bottega.']);
  });

  it('keeps the template’s description on a page with no head of its own', () => {
    expect(descriptions(renderIndexHtml(shellTemplate, { registry, preloadRemotes: [] }))).toHaveLength(1);
  });
});

describe('preload hints', () => {
  it("fetch the route's remote manifest and remoteEntry.js from its folder", () => {
    const links = preloadLinks(registry, ['mf_cart']);
    expect(links).toContain('<link rel="preconnect" href="http://localhost:8082" crossorigin="anonymous">');
    expect(links).toContain('<link rel="preload" href="http://localhost:8082/2.0.0/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(links).toContain('<link rel="preload" href="http://localhost:8082/2.0.0/remoteEntry.js" as="script">');
    expect(links).not.toContain('8081');
  });

  it('are left out for a remote the registry does not list', () => {
    expect(preloadLinks(registry, ['mf_account'])).toBe('');
  });

  it('escape the URL inside the attribute', () => {
    const odd: Registry = { remotes: { mf_cart: { entry: 'http://localhost:8082/a"b/mf-manifest.json' } }, overrideOrigins: [] };
    const links = preloadLinks(odd, ['mf_cart']);
    expect(links).toContain('<link rel="preload" href="http://localhost:8082/a&quot;b/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    // remoteEntry.js's URL is built with URL, which percent-encodes the quote itself.
    expect(links).toContain('<link rel="preload" href="http://localhost:8082/a%22b/remoteEntry.js" as="script">');
    expect(links).not.toContain('a"b');
  });
});

describe('CSP hashes of inline code', () => {
  it('hash executable inline scripts and styles, not external scripts or JSON data', () => {
    const template = [
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js"</script>',
      '<script src="/main.js"></script>',
      '<script type="application/json">{"a":1}</script>',
      '<style>body{margin:0}</style>',
    ].join('');
    const { scripts, styles } = inlineHashes(template);
    expect(scripts).toHaveLength(2);
    // sha256 of the exact body, base64: `printf 'window.a=1' | openssl dgst -sha256 -binary | base64`.
    expect(scripts[0]).toBe("'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='");
    expect(styles).toHaveLength(1);
  });
});
