import { apiError, fakeApi } from '@bottega/test-kit/render';
import { session } from './testing/fixtures';
import { forms } from './forms';

const post = (action: string, fields: Record<string, string>, page = '/it/login') => forms[action]({ action, fields, page });
const credentials = { email: ' giulia@example.it', password: 'segreta' };
const registration = {
  email: 'giulia.bianchi@example.it',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  tax_code: 'rssmra85t10a562s',
  password: 'Bottega#2026',
  repassword: 'Bottega#2026',
  createAccount: 'on',
  privacy: 'on',
};

describe("the account team's answer to the login form", () => {
  it('logs in as the form says, with no captcha token, and goes to checkout when the cart holds something (docs/adr/0009)', async () => {
    const calls = fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 2 }) });
    expect(await post('login', credentials)).toBe('/it/checkout');
    expect(calls('generateCustomerToken')).toEqual([[{ email: 'giulia@example.it', password: 'segreta' }]]);
  });

  it('stays on the page, saying the shopper is in, with an empty cart or one that cannot be read', async () => {
    fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    expect(await post('login', credentials)).toBe('/it/login?esito=login.logged-in');
    fakeApi({
      generateCustomerToken: () => session,
      customerCart: () => {
        throw apiError(500, 'no');
      },
    });
    expect(await post('login', credentials, '/it/login?esito=login.wrong-credentials')).toBe('/it/login?esito=login.logged-in');
  });

  it('goes where the page was opened for, when that is a path of the shop, and never off it', async () => {
    fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 2 }) });
    expect(await post('login', { ...credentials, then: '/it/my-account/cronologia-ordini' })).toBe('/it/my-account/cronologia-ordini');
    expect(await post('login', { ...credentials, then: '//evil.example/it' })).toBe('/it/checkout');
  });

  it('subscribes to the newsletter only when the box was ticked (product rule §3)', async () => {
    const calls = fakeApi({ generateCustomerToken: () => session, customerCart: () => ({ total_quantity: 0 }) });
    await post('login', { ...credentials, is_subscribed: 'on' });
    expect(calls('generateCustomerToken')).toEqual([[{ email: 'giulia@example.it', password: 'segreta', is_subscribed: true }]]);
  });

  it.each([
    ['a wrong password', 401, 'wrong-credentials'],
    ['too many attempts', 429, 'too-many'],
    ['the captcha, which a form without scripts cannot pass', 400, 'captcha'],
    ['any other failure', 503, 'failed'],
  ])('turns %s into its outcome on the page, never the password', async (_case, status, outcome) => {
    fakeApi({
      generateCustomerToken: () => {
        throw apiError(status, 'no');
      },
    });
    const location = await post('login', credentials);
    expect(location).toBe(`/it/login?esito=login.${outcome}`);
    expect(location).not.toContain('segreta');
  });

  it('asks nobody when a field is missing or the address is not one', async () => {
    const calls = fakeApi({});
    expect(await post('login', { email: 'giulia@example.it' })).toBe('/it/login?esito=login.invalid');
    expect(await post('login', { email: 'giulia@', password: 'segreta' })).toBe('/it/login?esito=login.invalid');
    expect(await post('login', {})).toBe('/it/login?esito=login.invalid');
    expect(calls()).toEqual([]);
  });
});

describe("the account team's answer to the registration form", () => {
  const page = '/it/registrazione';

  it('registers with the fiscal code as the contract writes it, and says to open the mail, whoever the address is (docs/adr/0031)', async () => {
    const calls = fakeApi({ createCustomer: () => ({ result: true }) });
    expect(await post('register', { ...registration, is_subscribed: 'on' }, page)).toBe('/it/registrazione?esito=register.sent');
    expect(calls('createCustomer')).toEqual([
      [{ email: 'giulia.bianchi@example.it', firstname: 'Giulia', lastname: 'Bianchi', tax_code: 'RSSMRA85T10A562S', password: 'Bottega#2026', is_subscribed: true }],
    ]);
  });

  it.each([
    ['a fiscal code whose check character is wrong', { tax_code: 'RSSMRA85T10A562T' }, 'tax_code'],
    ['passwords that differ', { repassword: 'Bottega#2027' }, 'repassword'],
    ['a password without a special character', { password: 'Bottega2026', repassword: 'Bottega2026' }, 'password'],
    ['a missing first name', { firstName: '' }, 'firstName'],
    ['no e-mail at all', { email: undefined }, 'email'],
    ['the privacy box unticked', { privacy: undefined }, 'privacy'],
    ['the create-account box unticked', { createAccount: undefined }, 'createAccount'],
  ])('refuses %s before asking the API, naming the field and nothing typed', async (_case, change, field) => {
    const calls = fakeApi({});
    const fields = Object.fromEntries(Object.entries({ ...registration, ...change }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    expect(await post('register', fields, page)).toBe(`/it/registrazione?esito=register.invalid.${field}`);
    expect(calls()).toEqual([]);
  });

  it('says the API refused it, and the captcha apart', async () => {
    fakeApi({
      createCustomer: () => {
        throw apiError(400, 'Verifica anti-spam non superata, riprova.');
      },
    });
    expect(await post('register', registration, page)).toBe('/it/registrazione?esito=register.captcha');
    fakeApi({
      createCustomer: () => {
        throw apiError(500, 'no');
      },
    });
    expect(await post('register', registration, page)).toBe('/it/registrazione?esito=register.failed');
  });
});

describe("the account team's answer to the forgotten-password form", () => {
  const page = '/it/password-dimenticata';

  it('asks for the link and says the same for every address, the address never in the page’s (docs/adr/0031)', async () => {
    const calls = fakeApi({ requestPasswordResetEmail: () => ({ result: true }) });
    expect(await post('forgot-password', { email: ' giulia@example.it ' }, page)).toBe('/it/password-dimenticata?esito=forgot-password.sent');
    expect(calls('requestPasswordResetEmail')).toEqual([[{ email: 'giulia@example.it' }]]);
  });

  it('asks nobody without a valid address', async () => {
    const calls = fakeApi({});
    expect(await post('forgot-password', {}, page)).toBe('/it/password-dimenticata?esito=forgot-password.invalid.email');
    expect(calls()).toEqual([]);
  });

  it('says one failure for every refusal but the captcha (product rule §8)', async () => {
    fakeApi({
      requestPasswordResetEmail: () => {
        throw apiError(429, 'Troppi tentativi');
      },
    });
    expect(await post('forgot-password', { email: 'giulia@example.it' }, page)).toBe('/it/password-dimenticata?esito=forgot-password.failed');
  });
});

describe("the account team's answer to the reset link's form", () => {
  const page = '/it/reset-password?token=t0k3n&email=giulia%40example.it';
  const reset = { token: 't0k3n', email: 'giulia@example.it', password: 'Bottega#2027', repassword: 'Bottega#2027' };

  it('sets the new password with the link’s token, and leaves the spent link out of the address', async () => {
    const calls = fakeApi({ resetPassword: () => ({ result: true }) });
    expect(await post('reset-password', reset, page)).toBe('/it/reset-password?esito=reset-password.done');
    expect(calls('resetPassword')).toEqual([[{ email: 'giulia@example.it', token: 't0k3n', newPassword: 'Bottega#2027' }]]);
  });

  it('refuses passwords that differ before asking the API, and keeps the link to try again', async () => {
    const calls = fakeApi({});
    expect(await post('reset-password', { ...reset, repassword: 'Bottega#2028' }, page)).toBe(`${page}&esito=reset-password.invalid.repassword`);
    expect(await post('reset-password', { ...reset, token: '' }, page)).toBe(`${page}&esito=reset-password.invalid`);
    expect(calls()).toEqual([]);
  });

  it('says an expired or used link apart from other failures', async () => {
    fakeApi({
      resetPassword: () => {
        throw apiError(400, 'Il link non è valido o è scaduto');
      },
    });
    expect(await post('reset-password', reset, page)).toBe(`${page}&esito=reset-password.link-refused`);
  });
});
