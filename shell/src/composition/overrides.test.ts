import { readOverrideCookie, resolveOverrides, takeLegacyOverrides, withOverrides, withoutOverrideParams } from './overrides';
import type { Registry } from './registry';

const registry: Registry = {
  remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } },
  overrideOrigins: ['http://localhost:8082'],
};
const v2 = 'http://localhost:8082/2.0.0/mf-manifest.json';

describe('remote overrides', () => {
  it('applies an override from the URL and keeps the stored ones', () => {
    expect(resolveOverrides(registry, `?mf:mf_cart=${v2}&term=maglia`, {}).active).toEqual({ mf_cart: v2 });
    expect(resolveOverrides(registry, '?term=maglia', { mf_cart: v2 }).active).toEqual({ mf_cart: v2 });
  });

  it('cleans the address bar of its mf: parameters only', () => {
    expect(withoutOverrideParams(`?mf:mf_cart=${v2}&term=maglia`)).toBe('?term=maglia');
    expect(withoutOverrideParams('?mf:reset')).toBe('');
  });

  it('refuses an override for a remote the registry does not know', () => {
    const result = resolveOverrides(registry, '?mf:mf_unknown=http://localhost:8082/x/mf-manifest.json', {});
    expect(result.active).toEqual({});
    expect(result.rejected).toEqual([{ remote: 'mf_unknown', url: 'http://localhost:8082/x/mf-manifest.json', reason: 'unknown-remote' }]);
  });

  it('refuses an override to an origin the registry does not allow', () => {
    const result = resolveOverrides(registry, '?mf:mf_cart=https://evil.example/mf-manifest.json', {});
    expect(result.active).toEqual({});
    expect(result.rejected[0].reason).toBe('origin-not-allowed');
  });

  it('refuses a value that is not a URL', () => {
    expect(resolveOverrides(registry, '?mf:mf_cart=not a url', {}).rejected[0].reason).toBe('invalid-url');
  });

  it('clears every override with mf:reset', () => {
    expect(resolveOverrides(registry, '?mf:reset', { mf_cart: v2 }).active).toEqual({});
  });

  it('drops a stored override whose origin the registry no longer allows, or whose remote it no longer has', () => {
    expect(resolveOverrides(registry, '', { mf_cart: 'http://localhost:9999/mf-manifest.json', mf_gone: v2 }).active).toEqual({});
  });

  it('reads a malformed or foreign cookie as no overrides', () => {
    for (const raw of [undefined, '', 'not json', '[1]', 'null', '"x"']) expect(readOverrideCookie(raw)).toEqual({});
    expect(readOverrideCookie(JSON.stringify({ mf_cart: v2, mf_x: 3 }))).toEqual({ mf_cart: v2 });
  });

  it('gives the page a registry with the overridden entries', () => {
    expect(withOverrides(registry, { mf_cart: v2 }).remotes.mf_cart.entry).toBe(v2);
    expect(withOverrides(registry, {}).remotes.mf_cart.entry).toBe(registry.remotes.mf_cart.entry);
  });

  it('reads the overrides an earlier shell kept in local storage once, as ?mf: parameters for the edge', () => {
    localStorage.setItem('bottega:mf-override:mf_cart', JSON.stringify({ entry: v2 }));
    localStorage.setItem('mf-override:mf_content', 'http://localhost:8085/0.9.0/mf-manifest.json');
    localStorage.setItem('bottega:mf-override:mf_account', 'not json');
    localStorage.setItem('bottega:session-expiry', '{}');
    expect(Object.fromEntries(takeLegacyOverrides(localStorage))).toEqual({ 'mf:mf_cart': v2, 'mf:mf_content': 'http://localhost:8085/0.9.0/mf-manifest.json' });
    expect(Object.keys(localStorage)).toEqual(['bottega:session-expiry']);
    expect(takeLegacyOverrides(localStorage).size).toBe(0);
  });
});
