import { readRegistry } from './registry';

describe('registry', () => {
  it('reads a valid registry', () => {
    const raw = JSON.stringify({ remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } } });
    expect(readRegistry(raw)).toEqual({ registry: { remotes: { mf_cart: { entry: 'http://localhost:8082/1.0.0/mf-manifest.json' } }, overrideOrigins: [] } });
  });

  it('falls back to an empty registry, with the reason, when it is malformed', () => {
    expect(readRegistry('{"remotes":')).toMatchObject({ registry: { remotes: {} }, error: 'not-json' });
    expect(readRegistry(JSON.stringify({ remotes: { mf_cart: { entry: 'relative/path' } } })).error).toMatch(/remotes\.mf_cart\.entry/);
    expect(readRegistry(null).error).toBe('missing');
  });
});
