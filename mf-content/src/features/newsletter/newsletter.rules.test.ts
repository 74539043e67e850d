import { messagesOf } from '@bottega/test-kit/forms';
import { isSubscribeSuccess, newsletterForm, newsletterNotification, newsletterOutcome, quickEmailForm, type NewsletterOutcome, type NewsletterValues } from './newsletter.rules';

const validateNewsletter = (values: NewsletterValues) => messagesOf(newsletterForm, values);
const validateQuickEmail = (email: string) => messagesOf(quickEmailForm, { email }).email;

describe('newsletter outcome (product rule §4)', () => {
  it('treats a missing result as already subscribed', () => {
    expect(newsletterOutcome(undefined)).toBe('already-subscribed');
    expect(newsletterOutcome(null)).toBe('already-subscribed');
  });

  it('is a success for SUBSCRIBED, and for NOT_ACTIVE, where a confirmation link is on its way', () => {
    expect(newsletterOutcome({ status: 'SUBSCRIBED' })).toBe('subscribed');
    expect(newsletterOutcome({ status: 'NOT_ACTIVE' })).toBe('confirmation-sent');
    expect(['subscribed', 'confirmation-sent'].every((outcome) => isSubscribeSuccess(outcome as NewsletterOutcome))).toBe(true);
    for (const status of ['UNSUBSCRIBED', 'UNCONFIRMED', null]) expect(newsletterOutcome({ status })).toBe('failed');
    expect(isSubscribeSuccess('failed') || isSubscribeSuccess('already-subscribed')).toBe(false);
  });

  it('is a failure when the update itself failed', () => {
    expect(newsletterOutcome(undefined, new Error('rete'))).toBe('failed');
    expect(newsletterOutcome({ status: 'SUBSCRIBED' }, new Error('500'))).toBe('failed');
  });
});

describe('newsletter toasts (product rule §8)', () => {
  it('congratulates on success', () => {
    expect(newsletterNotification('subscribed', 'aiuto@bottega.it')).toEqual({
      type: 'success',
      title: 'Iscrizione completata',
      message: 'Ti sei iscritto alla nostra newsletter!',
    });
  });

  it('asks to open the confirmation e-mail when the link is on its way', () => {
    expect(newsletterNotification('confirmation-sent', 'aiuto@bottega.it')).toEqual({
      type: 'success',
      title: 'Conferma la tua iscrizione',
      message: 'Ti abbiamo inviato un’email: apri il link che contiene per completare l’iscrizione alla newsletter.',
    });
  });

  it('names the support address when already subscribed or failed', () => {
    const already = newsletterNotification('already-subscribed', 'aiuto@bottega.it');
    expect(already).toMatchObject({ type: 'danger', title: 'Errore di iscrizione' });
    expect(already.message).toBe('Sei già iscritto alla newsletter. Per assistenza contattaci a aiuto@bottega.it!');
    const failed = newsletterNotification('failed', 'aiuto@bottega.it');
    expect(failed.type).toBe('danger');
    expect(failed.message).toBe('Siamo spiacenti, non è stato possibile iscriverti alla nostra newsletter. Contattaci a aiuto@bottega.it!');
  });
});

describe('newsletter form (product rule §5)', () => {
  const filled = { email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi', privacy: true };

  it('accepts a complete form', () => {
    expect(validateNewsletter(filled)).toEqual({});
  });

  it('asks for every field (the privacy box keeps Subscribe disabled: NewsletterModal.test)', () => {
    expect(validateNewsletter({ email: '', name: '', lastName: '', privacy: false })).toEqual({
      email: 'Questo campo è obbligatorio',
      name: 'Questo campo è obbligatorio',
      lastName: 'Questo campo è obbligatorio',
    });
  });

  it('refuses a malformed e-mail and markup or semicolons in names', () => {
    expect(validateNewsletter({ ...filled, email: 'giulia@' }).email).toBe('Inserisci un indirizzo email valido');
    expect(validateNewsletter({ ...filled, name: '<b>Giulia</b>' }).name).toBe('Il campo non può contenere i caratteri < e >');
    expect(validateNewsletter({ ...filled, lastName: 'Rossi;' }).lastName).toBe('Il campo non può contenere il punto e virgola');
  });

  it('checks the footer box loosely', () => {
    expect(validateQuickEmail('')).toBe('Questo campo è obbligatorio');
    expect(validateQuickEmail('a@b')).toBe('Inserisci un indirizzo email valido');
    expect(validateQuickEmail('ab.c')).toBe('Inserisci un indirizzo email valido');
    expect(validateQuickEmail('a@b.c')).toBeUndefined();
  });
});
