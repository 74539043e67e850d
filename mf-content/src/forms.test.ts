import { apiError, fakeApi } from '@bottega/test-kit/render';
import { forms } from './forms';

const post = (fields: Record<string, string>, page = '/it/c/uomo') => forms.newsletter({ action: 'newsletter', fields, page });
const subscriber = { email: ' giulia@example.it', name: 'Giulia', lastName: 'Bianchi', privacy: 'on' };

describe("the content team's answer to the newsletter form", () => {
  it('subscribes with no captcha token and says on the newsletter page that a confirmation is on its way (double opt-in, docs/adr/0031)', async () => {
    const calls = fakeApi({ updateNewsletterSubscription: () => ({ status: 'NOT_ACTIVE' }) });
    expect(await post(subscriber)).toBe('/it/newsletter?esito=newsletter.confirmation-sent');
    expect(calls()).toEqual(['updateNewsletterSubscription']);
    expect(calls('updateNewsletterSubscription')).toEqual([[{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Bianchi' }]]);
  });

  it.each([
    ['the privacy box unticked', { privacy: undefined }],
    ['no last name', { lastName: '' }],
    ['an address that is not one', { email: 'giulia@' }],
  ])('asks nobody with %s, and says so on the page, nothing typed in the address', async (_case, change) => {
    const calls = fakeApi({});
    const fields = Object.fromEntries(Object.entries({ ...subscriber, ...change }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    const location = await post(fields);
    expect(location).toBe('/it/newsletter?esito=newsletter.invalid');
    expect(calls()).toEqual([]);
  });

  it('tells the captcha apart from the other failures (product rule §8)', async () => {
    fakeApi({
      updateNewsletterSubscription: () => {
        throw apiError(400, 'Verifica anti-spam non superata, riprova.');
      },
    });
    expect(await post(subscriber)).toBe('/it/newsletter?esito=newsletter.captcha');
    fakeApi({
      updateNewsletterSubscription: () => {
        throw apiError(429, 'Troppi tentativi');
      },
    });
    expect(await post(subscriber)).toBe('/it/newsletter?esito=newsletter.failed');
  });
});
