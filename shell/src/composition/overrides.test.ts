import { resolveOverrides } from './overrides';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } },
  overrideOrigins: ['http://localhost:8082'],
};

describe('remote overrides', () => {
  beforeEach(() => localStorage.clear());

  it('applies an override from the URL, keeps it, and cleans the address bar', () => {
    const result = resolveOverrides(registry, '?mf:mf_cart=http://localhost:8082/2.0.0/mf-manifest.json&term=maglia', localStorage);
    expect(result.active).toEqual({ mf_cart: 'http://localhost:8082/2.0.0/mf-manifest.json' });
    expect(result.cleanSearch).toBe('?term=maglia');
    expect(resolveOverrides(registry, '', localStorage).active).toEqual(result.active);
  });

  it('refuses an override for a remote the registry does not know', () => {
    const result = resolveOverrides(registry, '?mf:mf_unknown=http://localhost:8082/x/mf-manifest.json', localStorage);
    expect(result.active).toEqual({});
    expect(result.rejected).toEqual([{ remote: 'mf_unknown', url: 'http://localhost:8082/x/mf-manifest.json', reason: 'unknown-remote' }]);
  });

  it('refuses an override to an origin the registry does not allow', () => {
    const result = resolveOverrides(registry, '?mf:mf_cart=https://evil.example/mf-manifest.json', localStorage);
    expect(result.active).toEqual({});
    expect(result.rejected[0].reason).toBe('origin-not-allowed');
    expect(localStorage.length).toBe(0);
  });

  it('refuses a value that is not a URL', () => {
    expect(resolveOverrides(registry, '?mf:mf_cart=not a url', localStorage).rejected[0].reason).toBe('invalid-url');
  });

  it('clears every override with mf:reset', () => {
    resolveOverrides(registry, '?mf:mf_cart=http://localhost:8082/2.0.0/mf-manifest.json', localStorage);
    const result = resolveOverrides(registry, '?mf:reset', localStorage);
    expect(result.active).toEqual({});
    expect(result.cleanSearch).toBe('');
  });

  it('drops a stored override whose origin the registry no longer allows', () => {
    localStorage.setItem('bottega:mf-override:mf_cart', JSON.stringify({ entry: 'http://localhost:9999/mf-manifest.json' }));
    expect(resolveOverrides(registry, '', localStorage).active).toEqual({});
    expect(localStorage.getItem('bottega:mf-override:mf_cart')).toBeNull();
  });

  it('keeps an override under the product prefix, as JSON', () => {
    resolveOverrides(registry, '?mf:mf_cart=http://localhost:8082/2.0.0/mf-manifest.json', localStorage);
    expect(Object.keys(localStorage)).toEqual(['bottega:mf-override:mf_cart']);
    expect(JSON.parse(localStorage.getItem('bottega:mf-override:mf_cart')!)).toEqual({ entry: 'http://localhost:8082/2.0.0/mf-manifest.json' });
  });

  it('moves an override an earlier shell kept under its bare key, once', () => {
    localStorage.setItem('mf-override:mf_cart', 'http://localhost:8082/0.9.0/mf-manifest.json');
    expect(resolveOverrides(registry, '', localStorage).active).toEqual({ mf_cart: 'http://localhost:8082/0.9.0/mf-manifest.json' });
    expect(localStorage.getItem('mf-override:mf_cart')).toBeNull();
    expect(JSON.parse(localStorage.getItem('bottega:mf-override:mf_cart')!)).toEqual({ entry: 'http://localhost:8082/0.9.0/mf-manifest.json' });
  });

  it('lets mf:reset clear an override an earlier shell kept too', () => {
    localStorage.setItem('mf-override:mf_cart', 'http://localhost:8082/0.9.0/mf-manifest.json');
    expect(resolveOverrides(registry, '?mf:reset', localStorage).active).toEqual({});
    expect(localStorage.length).toBe(0);
  });

  it('drops a stored override that is not the JSON it should be', () => {
    for (const value of ['http://localhost:8082/2.0.0/mf-manifest.json', '{"entry": 42}', '{broken']) {
      localStorage.setItem('bottega:mf-override:mf_cart', value);
      expect(resolveOverrides(registry, '', localStorage).active).toEqual({});
      expect(localStorage.length).toBe(0);
    }
  });
});
