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
    localStorage.setItem('mf-override:mf_cart', 'http://localhost:9999/mf-manifest.json');
    expect(resolveOverrides(registry, '', localStorage).active).toEqual({});
    expect(localStorage.getItem('mf-override:mf_cart')).toBeNull();
  });
});
