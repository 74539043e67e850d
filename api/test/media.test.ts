import sharp from 'sharp';
import { jpegOf } from '../src/media/raster';
import { createTestApp, databases, type TestApp } from './harness';

// The real renderer, counted: a preview is rendered once however often it is asked for.
jest.mock('../src/media/raster', () => {
  const actual = jest.requireActual('../src/media/raster');
  return { ...actual, jpegOf: jest.fn(actual.jpegOf) };
});

describe.each(databases())('product images on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { products: 40 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('draws the product at the requested card size, cacheable', async () => {
    const response = await get('/api/media/BT10001.svg?w=216&h=268');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="216" height="268"/);
    const again = await get('/api/media/BT10001.svg?w=216&h=268', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('paints each variant in its own colour, and names it', async () => {
    const variants = await t.deps.db
      .selectFrom('product_variants as v')
      .innerJoin('attribute_options as o', (join) => join.onRef('o.value_id', '=', 'v.color').on('o.attribute_code', '=', 'color'))
      .select(['v.sku', 'o.swatch', 'o.label'])
      .where('v.product_uid', '=', '10001')
      .execute();
    const colours = [...new Map(variants.map((variant) => [variant.swatch, variant])).values()];
    for (const variant of colours) {
      const svg = (await get(`/api/media/${variant.sku}.svg?w=100&h=100`)).body;
      expect(svg).toContain(`fill="${variant.swatch}"`);
      expect(svg).toContain(variant.label.toLowerCase());
    }
  });

  it('has back and detail views at the main size by default', async () => {
    for (const view of ['back', 'detail']) {
      const response = await get(`/api/media/${view}/BT10001.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('width="1080" height="1340"');
    }
  });

  it('renders a product’s preview picture once, as a 1200×630 JPEG that link previews may keep a week', async () => {
    const rendered = jest.mocked(jpegOf).mock.calls.length;
    const [first, ...others] = await Promise.all([1, 2, 3].map(() => get('/api/media/og/BT10001.jpg')));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    for (const other of others) expect(other.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get('/api/media/og/BT10001.jpg', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    expect(jest.mocked(jpegOf).mock.calls.length - rendered).toBe(1);
  });

  it('answers an unknown product’s preview with 404 at once, rendering nothing', async () => {
    const rendered = jest.mocked(jpegOf).mock.calls.length;
    for (const url of ['/api/media/og/NOPE-1.jpg', '/api/media/og/NOPE-1.jpg', '/api/media/og/BT10001.png', '/api/media/og/bt10001.jpg']) {
      const response = await get(url);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, { message: 'Immagine non trovata.', statusCode: 404 }]);
    }
    expect(jest.mocked(jpegOf).mock.calls.length).toBe(rendered);
  });

  it('draws the footer payments and social images', async () => {
    const payments = (await get('/api/media/payments.svg')).body;
    expect(payments).toContain('width="300"');
    // Product rule §10: the picture shows the cards the checkout takes, and no other.
    expect(payments).toContain('aria-label="Visa, Mastercard"');
    expect(payments).not.toMatch(/Maestro|PayPal/);
    expect((await get('/api/media/social/instagram.svg')).statusCode).toBe(200);
    expect((await get('/api/media/social/myspace.svg')).statusCode).toBe(404);
  });

  it.each([
    ['/api/media/NOPE-1.svg', 404],
    ['/api/media/../../etc/passwd', 404],
    ['/api/media/BT10001.png', 404],
    ['/api/media/sideways/BT10001.svg', 404],
    ['/api/media/BT10001.svg?w=99999', 400],
    ['/api/media/BT10001.svg?w=abc', 400],
  ])('answers %s with %i', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: expect.any(String), statusCode: status });
  });
});
