import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { createTestApp, testConfig, type TestApp } from './harness';
import { FISCAL_CODE, mailedLink, PASSWORD, Shopper } from './commerce-shopper';

/** A verifier on 127.0.0.1 that answers as the provider does: tokens `score-<n>-<action>`; anything else fails. */
async function localVerifier() {
  const asked: Array<Record<string, string>> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      asked.push(form);
      const match = /^score-([\d.]+)-(\w+)$/.exec(form.response ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          match && form.secret === 'secret-key' ? { success: true, score: Number(match[1]), action: match[2] } : { success: false, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the captcha, switched on', () => {
  let verifier: Awaited<ReturnType<typeof localVerifier>>;
  let t: TestApp;
  beforeAll(async () => {
    verifier = await localVerifier();
    const captcha = loadConfig({
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'secret-key',
      CAPTCHA_VERIFY_URL: verifier.url,
      CAPTCHA_SCRIPT_URL: 'https://captcha.example/api.js',
    }).captcha;
    t = await createTestApp('pglite', { products: 20, config: testConfig({ captcha }) });
  });
  afterAll(async () => {
    await t.close();
    await verifier.close();
  });

  it('tells the browser what to load: site key, version 3, the provider’s script', async () => {
    expect(await new Shopper(t).ok('captchaConfig', [], 'content')).toEqual({ enabled: true, siteKey: 'site-key', version: 3, scriptUrl: 'https://captcha.example/api.js' });
  });

  it('lets a shopper with a good token for the form’s own action log in, and nobody else', async () => {
    // Registration needs its own token, for the register action.
    const email = `captcha.${Math.random().toString(36).slice(2)}@example.it`;
    await new Shopper(t).ok('createCustomer', [
      { email, firstname: 'Anna', lastname: 'Verdi', tax_code: FISCAL_CODE, password: PASSWORD, is_subscribed: false, recaptchaToken: 'score-0.9-register' },
    ]);
    await new Shopper(t).open(await mailedLink(t, email, 'registration-confirm'));
    const login = (recaptchaToken?: string) => new Shopper(t).call('generateCustomerToken', [{ email, password: PASSWORD, ...(recaptchaToken ? { recaptchaToken } : {}) }]);
    expect((await login('score-0.9-login')).status).toBe(200);
    for (const token of [undefined, 'score-0.5-login', 'score-0.9-register', 'forged']) {
      expect((await login(token)).body).toEqual({ message: 'Verifica anti-spam non superata, riprova.', statusCode: 400 });
    }
    expect(verifier.asked.at(-1)).toMatchObject({ secret: 'secret-key', response: 'forged' });
  });

  it('says in Italian when the provider cannot be reached, and the form can be sent again', async () => {
    const down = await createTestApp('pglite', { products: 20, config: testConfig({ captcha: { ...t.deps.config.captcha, verifyUrl: 'http://127.0.0.1:9/siteverify' } }) });
    try {
      const answer = await new Shopper(down).call('requestPasswordResetEmail', [{ email: 'chiunque@example.it', recaptchaToken: 'score-0.9-forgotPassword' }]);
      expect(answer.body).toEqual({ message: 'La verifica anti-spam non risponde in questo momento: riprova tra poco.', statusCode: 503 });
    } finally {
      await down.close();
    }
  });
});

describe('the captcha’s configuration', () => {
  it('is off by default and refuses half a configuration', () => {
    expect(loadConfig({}).captcha).toMatchObject({ siteKey: undefined, secret: undefined, version: 3, minScore: 0.7 });
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'site-key' })).toThrow(/CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together/);
    expect(() => loadConfig({ CAPTCHA_MIN_SCORE: '7' })).toThrow(/CAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ CAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(/CAPTCHA_VERIFY_URL/);
  });

  it('tells the browser it is off', async () => {
    const t = await createTestApp('pglite', { products: 20 });
    try {
      expect(await new Shopper(t).ok('captchaConfig', [], 'content')).toEqual({ enabled: false, siteKey: '', version: null, scriptUrl: 'https://www.google.com/recaptcha/api.js' });
    } finally {
      await t.close();
    }
  });
});
