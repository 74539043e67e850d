import { loadConfig } from './config';
import { PRODUCTION_ENV as PRODUCTION } from './testConfig';

describe('the edge configuration', () => {
  it('starts in production with the shared registry, the static origin and a render token', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      production: true,
      registryDatabaseUrl: PRODUCTION.REGISTRY_DATABASE_URL,
      staticOrigins: ['https://static.shop.example'],
      renderToken: 'a'.repeat(32),
    });
  });

  it.each(['PUBLIC_ORIGIN', 'API_URL', 'RENDER_TOKEN', 'REGISTRY_DATABASE_URL', 'STATIC_ORIGIN'])('refuses a production start without %s, naming it', (name) => {
    expect(() => loadConfig({ ...PRODUCTION, [name]: '' })).toThrow(new RegExp(`^${name} required when NODE_ENV=production`));
  });

  it('needs none of them on the embedded defaults of npm start', () => {
    expect(loadConfig({})).toMatchObject({ production: false, registryDatabaseUrl: null, staticOrigins: [], shellAssetsUrl: null, drainDelayMs: 0 });
  });

  it('refuses a shell assets address that is not a folder on an http(s) origin', () => {
    expect(() => loadConfig({ SHELL_ASSETS_URL: 'https://static.shop.example/shell/1.4.0' })).toThrow(/SHELL_ASSETS_URL/);
    expect(() => loadConfig({ SHELL_ASSETS_URL: 'javascript:alert(1)/' })).toThrow(/SHELL_ASSETS_URL/);
    expect(loadConfig({ SHELL_ASSETS_URL: 'https://static.shop.example/shell/1.4.0/' }).shellAssetsUrl).toBe('https://static.shop.example/shell/1.4.0/');
  });

  it('serves no metrics listener unless METRICS_PORT names one, on the loopback address unless METRICS_HOST says another', () => {
    expect(loadConfig({})).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0' });
    expect(() => loadConfig({ METRICS_PORT: '8080x' })).toThrow('invalid port: 8080x');
  });

  it('scales the per-address limits as the API does, for a test suite whose pages all come from one address', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '20' }).rateLimitScale).toBe(20);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow('RATE_LIMIT_SCALE must be a whole number from 1, got "0"');
  });

  it('waits a page budget for the teams in all, and past the slot budget asks another instance too (docs/adr/0040)', () => {
    expect(loadConfig({}).budgets).toEqual({ slotMs: 250, pageMs: 1000 });
    expect(loadConfig({ PAGE_BUDGET_MS: '3000' }).budgets).toEqual({ slotMs: 250, pageMs: 3000 });
    // A slot budget past the default page budget raises it: the page never gives up before one instance may.
    expect(loadConfig({ FRAGMENT_BUDGET_MS: '3000' }).budgets).toEqual({ slotMs: 3000, pageMs: 3000 });
    expect(() => loadConfig({ FRAGMENT_BUDGET_MS: '500', PAGE_BUDGET_MS: '300' })).toThrow('PAGE_BUDGET_MS (300) must not be shorter than FRAGMENT_BUDGET_MS (500)');
    expect(() => loadConfig({ PAGE_BUDGET_MS: '1s' })).toThrow('PAGE_BUDGET_MS must be a whole number of milliseconds from 10 to 10000, got "1s"');
  });

  it("samples every page for real shoppers' reports by default, a share of them, or none", () => {
    expect(loadConfig({}).beaconSampleRate).toBe(1);
    expect(loadConfig({ BEACON_SAMPLE_RATE: '0.1' }).beaconSampleRate).toBe(0.1);
    expect(loadConfig({ BEACON_SAMPLE_RATE: '0' }).beaconSampleRate).toBe(0);
    expect(() => loadConfig({ BEACON_SAMPLE_RATE: '10%' })).toThrow('BEACON_SAMPLE_RATE must be a share from 0 to 1 (0.1 is one page in ten), got "10%"');
  });
});
