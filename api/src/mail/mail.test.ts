import Fastify from 'fastify';
import type { AppDeps } from '../appDeps';
import { loadConfig } from '../config';
import { mailOutboxRoutes } from './routes';
import { orderConfirmationMail, passwordResetMail, type ConfirmationOrder } from './templates';
import { PRODUCTION_ENV } from '../../test/harness';

/** A paid order of two sweaters, 25 euros of it on a gift card. */
const order = (overrides: Partial<ConfirmationOrder> = {}): ConfirmationOrder => ({
  number: '100000007',
  email: 'a@example.it',
  firstname: 'Eva',
  items: [{ name: 'Maglione', options: 'Colore: Blu, Taglia: M', quantity: 2, rowTotalCents: 15_980 }],
  subtotalCents: 15_980,
  discountCents: 0,
  shippingCents: 0,
  giftCardCents: 2_500,
  grandTotalCents: 13_480,
  ordersLink: null,
  shopOrigin: 'https://shop.example',
  ...overrides,
});

describe('mail', () => {
  it('has no outbox page unless a developer switches it on', async () => {
    const app = Fastify();
    await app.register(mailOutboxRoutes, { deps: { config: loadConfig({}) } as AppDeps });
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await app.close();
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION_ENV, XPAY_ENDPOINT: 'https://pay.example/ecomm', XPAY_SECRET: 's', DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX=1 is refused when NODE_ENV=production/,
    );
  });

  it('listens on loopback unless told otherwise: the edge server is the one door', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('escapes what shoppers typed in the HTML of a mail', () => {
    const mail = passwordResetMail({ to: 'a@example.it', firstname: '<b>Eva</b>', link: 'http://shop/it/reset-password?token=t&email=a' });
    expect(mail.html).toContain('&lt;b&gt;Eva&lt;/b&gt;');
    expect(mail.html).toContain('token=t&amp;email=a');
    expect(mail.text).toContain('http://shop/it/reset-password?token=t&email=a');
  });

  it('lists the order lines and the totals in euros, leaving out the empty ones', () => {
    const mail = orderConfirmationMail(order());
    expect(mail.subject).toBe("Conferma dell'ordine n. 100000007");
    // Intl puts a no-break space before the euro sign.
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('2 × Maglione (Colore: Blu, Taglia: M): 159,80 €');
    expect(text).toContain('Carte regalo: -25,00 €');
    expect(text).not.toContain('Sconto');
    expect(text).toContain('Totale pagato: 134,80 €');
  });

  it('confirms the terms of sale with their link, the withdrawal right in short and the seller (product rule §10)', () => {
    const mail = orderConfirmationMail(order());
    const said = [
      'https://shop.example/it/condizioni-generali-di-vendita',
      'https://shop.example/it/diritto-di-recesso',
      'entro 14 giorni dalla consegna',
      'Ti rimborsiamo entro 14 giorni dalla tua comunicazione',
      'il reso è gratuito entro 30 giorni dalla consegna',
      'Bottega S.r.l., Via della Spiga 12, 20121 Milano (MI), P.IVA 01234567897, REA MI-2034567',
    ];
    for (const body of [mail.text, mail.html]) for (const part of said) expect(body).toContain(part);
  });
});
