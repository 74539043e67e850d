import { OPEN_REDIRECT_TRICKS, staysOnShop } from '@bottega/test-kit/openRedirectTricks';
import { sql } from 'kysely';
import { isValidVatNumber } from '@bottega/api-contract';
import { createTestApp, databases, type TestApp } from './harness';
import { CONTACT_LIMIT } from '../src/methods/content';

/** Every block identifier the storefront asks for (docs/product-rules.md §7): header, footer and five footer blocks per locale. */
const IDENTIFIERS = [
  'headerText-it',
  'cmsBlockFooter',
  'copyright-it',
  'pre-header-it',
  ...['links', 'address', 'newsletter', 'payments', 'social'].flatMap((block) => [`footer-${block}-it`, `footer-${block}-en`]),
];

describe.each(databases())('content methods on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  describe('content version', () => {
    const version = async () => ((await t.call('content', 'contentVersion', [])).body.data as { version: number }).version;

    it('grows when a CMS block or page is written, and stays when nothing is', async () => {
      const start = await version();
      expect(await version()).toBe(start);
      await sql`update cms_blocks set content = content || ' ' where identifier = 'copyright-it'`.execute(t.deps.db);
      const afterBlock = await version();
      expect(afterBlock).toBeGreaterThan(start);
      await sql`update cms_pages set title = title || '!' where identifier = (select min(identifier) from cms_pages)`.execute(t.deps.db);
      expect(await version()).toBeGreaterThan(afterBlock);
      const afterPage = await version();
      await sql`update products set name = name where uid = (select min(uid) from products)`.execute(t.deps.db);
      expect(await version()).toBe(afterPage);
    });
  });

  describe('cmsBlocks', () => {
    it('has a block for every identifier of product rule §7, in the order asked', async () => {
      const { status, body } = await t.call('content', 'cmsBlocks', [{ identifiers: [...IDENTIFIERS, 'nessun-blocco'] }]);
      expect(status).toBe(200);
      expect(body.data.items.map((block: { identifier: string }) => block.identifier)).toEqual(IDENTIFIERS);
    });

    it('gives footer links label, url and target, and social entries their image data', async () => {
      const { body } = await t.call('content', 'cmsBlocks', [{ identifiers: ['footer-links-it', 'footer-social-en', 'footer-payments-it', 'pre-header-it'] }]);
      const [links, social, payments, preHeader] = body.data.items;
      expect(links.links).toContainEqual({ label: 'Spedizioni e resi', url: '/it/spedizioni-e-resi', target: '_self' });
      expect(links.links).toContainEqual({ label: 'Privacy policy', url: '/privacy', target: '_blank' });
      expect(social.social[0]).toEqual({ image: '/api/media/social/instagram.svg', alt: 'Instagram', width: 32, height: 32, url: expect.stringMatching(/^https:\/\//) });
      expect(payments.image).toMatchObject({ url: '/api/media/payments.svg', width: 300 });
      expect(preHeader.contact).toEqual({ email: 'assistenza@bottega.example', phone: '+39 02 1234 5678' });
    });

    it('names only the cards the checkout takes under the payments image (product rule §10)', async () => {
      const { body } = await t.call('content', 'cmsBlocks', [{ identifiers: ['footer-payments-it'] }]);
      expect(body.data.items[0].image.alt).toBe('Carte di pagamento accettate: Visa, Mastercard');
    });

    it('links the terms, the withdrawal right and the legal notes, and names the seller with VAT and REA in the legal line (product rule §10)', async () => {
      const { body } = await t.call('content', 'cmsBlocks', [{ identifiers: ['footer-links-it', 'copyright-it'] }]);
      const [links, copyright] = body.data.items;
      expect(links.links).toEqual(
        expect.arrayContaining([
          { label: 'Condizioni generali di vendita', url: '/it/condizioni-generali-di-vendita', target: '_self' },
          { label: 'Diritto di recesso', url: '/it/diritto-di-recesso', target: '_self' },
          { label: 'Note legali', url: '/it/note-legali', target: '_self' },
        ]),
      );
      for (const part of ['Bottega S.r.l.', 'P.IVA e C.F. 01234567897', 'REA MI-2034567', 'href="/it/condizioni-generali-di-vendita"', 'href="/it/diritto-di-recesso"'])
        expect(copyright.content).toContain(part);
    });

    it('sanitises HTML on the server, keeps internal links relative and drops what is neither a shop path nor a plain external address', async () => {
      await t.deps.db
        .insertInto('cms_blocks')
        .values({
          identifier: 'test-unsafe',
          title: 'Prova',
          content:
            '<p onclick="steal()">Ciao <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="/it/chi-siamo">chi siamo</a>' +
            '<a href="https://esempio.it" target="_blank">fuori</a><img src="x" onerror="alert(1)"><iframe src="https://male.example"></iframe><style>body{}</style></p>',
          data: JSON.stringify({
            links: [
              { label: 'no', url: 'javascript:alert(1)', target: '_self' },
              { label: 'sì', url: '/it/contact-us', target: '_self' },
            ],
          }),
        })
        .execute();
      const { body } = await t.call('content', 'cmsBlocks', [{ identifiers: ['test-unsafe'] }]);
      const [block] = body.data.items;
      expect(block.content).toBe(
        '<p>Ciao <a>x</a> <a href="/it/chi-siamo">chi siamo</a><a href="https://esempio.it" target="_blank" rel="noopener noreferrer">fuori</a><img /></p>',
      );
      expect(block.links).toEqual([{ label: 'sì', url: '/it/contact-us', target: '_self' }]);
    });
  });

  describe('links in CMS content', () => {
    it.each(OPEN_REDIRECT_TRICKS)('never lead off the shop for the trick %j, in HTML or in block data', async (trick) => {
      const identifier = `trick-${Math.random().toString(36).slice(2)}`;
      await t.deps.db
        .insertInto('cms_blocks')
        .values({
          identifier,
          title: 'Prova',
          content: `<p><a href="${trick.replace(/"/g, '&quot;')}">vai</a><img src="${trick.replace(/"/g, '&quot;')}" alt=""></p>`,
          data: JSON.stringify({ links: [{ label: 'vai', url: trick, target: '_self' }] }),
        })
        .execute();
      const { body } = await t.call('content', 'cmsBlocks', [{ identifiers: [identifier] }]);
      const [block] = body.data.items;
      const hrefs = [...(block.content as string).matchAll(/(?:href|src)="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
      for (const href of [...hrefs, ...block.links.map((link: { url: string }) => link.url)]) {
        // An external address the author wrote in full is a link, not a redirect; anything else stays on the shop.
        if (!/^(https:\/\/|mailto:|tel:)/i.test(href)) expect(staysOnShop(href)).toBe(true);
      }
    });
  });

  describe('cmsPage', () => {
    it('finds pages by identifier and by url, with the shipping and returns terms', async () => {
      const byId = await t.call('content', 'cmsPage', [{ identifier: 'shipping-information' }]);
      expect(byId.status).toBe(200);
      expect(byId.body.data).toMatchObject({ identifier: 'shipping-information', url_key: 'spedizioni-e-resi', title: 'Spedizioni e resi' });
      for (const term of ['100 €', '5 €', '30 giorni', '48 ore', '3-4 giorni lavorativi', '24-48 ore', '2-6 giorni lavorativi']) expect(byId.body.data.content).toContain(term);
      const byUrl = await t.call('content', 'cmsPage', [{ url: '/it/chi-siamo' }]);
      expect(byUrl.body.data.identifier).toBe('about-us');
      expect((await t.call('content', 'cmsPage', [{ identifier: 'contact-us' }])).body.data.title).toBe('Contatti');
    });

    /** The page at `url`, checked to be `page` and to say every one of `terms`. */
    async function legalPage(url: string, page: { identifier: string; title: string }, terms: string[]): Promise<string> {
      const { status, body } = await t.call('content', 'cmsPage', [{ url }]);
      expect(status).toBe(200);
      expect(body.data).toMatchObject(page);
      for (const term of terms) expect(body.data.content).toContain(term);
      return body.data.content;
    }

    it('has the terms of sale the law asks before payment, by their address (product rule §10)', async () => {
      const content = await legalPage('/it/condizioni-generali-di-vendita', { identifier: 'terms-of-sale', title: 'Condizioni generali di vendita' }, [
        'Bottega S.r.l.',
        'P.IVA e codice fiscale 01234567897',
        'comprendono l’IVA',
        'Ordina con obbligo di pagamento',
        'Visa, Mastercard',
        'da 100 €',
        '26 mesi',
        '14 giorni dalla consegna',
        'href="/it/diritto-di-recesso"',
        'Camera Arbitrale di Milano',
        'legge italiana',
      ]);
      // The EU ODR platform closed on 20 July 2025: a link to it would mislead.
      expect(content).not.toMatch(/href="[^"]*ec\.europa\.eu\/consumers\/odr/);
    });

    it('explains the withdrawal right with the model form to copy, and the extra 30-day free returns (product rule §10)', async () => {
      await legalPage('/it/diritto-di-recesso', { identifier: 'right-of-withdrawal', title: 'Diritto di recesso' }, [
        'entro 14 giorni dal giorno in cui tu',
        'entro 14 giorni dal giorno in cui riceviamo la tua comunicazione',
        'reso gratuito entro 30 giorni',
        'Modulo di recesso tipo',
        '<blockquote>',
        'notifico/notifichiamo (*) il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*)',
        'Ordinato il (*) / ricevuto il (*)',
        'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
        'assistenza@bottega.example',
      ]);
    });

    it('names the seller with a valid VAT number, REA, share capital, PEC and contacts (product rule §10)', async () => {
      const content = await legalPage('/it/note-legali', { identifier: 'legal-notes', title: 'Note legali' }, [
        'Ragione sociale: Bottega S.r.l.',
        'Via della Spiga 12, 20121 Milano (MI)',
        'REA: MI-2034567',
        'Capitale sociale: 50.000,00 €',
        'bottega@pec.bottega.example',
        '+39 02 1234 5678',
      ]);
      const vat = /Partita IVA e codice fiscale: (\d{11})/.exec(content)?.[1];
      expect(vat && isValidVatNumber(vat)).toBe(true);
    });

    it('answers 404 in Italian for an unknown page', async () => {
      const { status, body } = await t.call('content', 'cmsPage', [{ url: 'non-esiste' }]);
      expect(status).toBe(404);
      expect(body).toEqual({ statusCode: 404, message: 'La pagina richiesta non esiste.' });
    });
  });

  describe('contactUs', () => {
    const valid = { name: 'Giulia Rossi', email: 'Giulia@Example.it', telephone: '+39 333 1234567', comment: 'Vorrei sapere se il maglione 10001 torna disponibile.' };
    const count = async () => (await sql<{ n: number }>`select count(*)::int as n from contact_requests`.execute(t.deps.db)).rows[0].n;

    it('stores a valid request', async () => {
      const before = await count();
      const { status, body } = await t.call('content', 'contactUs', [valid], { ip: '10.1.0.1' });
      expect(status).toBe(200);
      expect(body.data).toEqual({ status: true });
      const stored = await t.deps.db.selectFrom('contact_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ name: 'Giulia Rossi', email: 'giulia@example.it', telephone: '+39 333 1234567' });
      expect(await count()).toBe(before + 1);
    });

    it.each([
      ['name', { name: '' }, 'Questo campo è obbligatorio'],
      ['email', { email: 'giulia@' }, 'Email non valida'],
      ['telephone', { telephone: '12345' }, 'Numero di telefono non valido'],
      ['comment', { comment: 'Ciao <b>a tutti</b>' }, 'Il campo non può contenere i caratteri < e >'],
      ['name', { name: 'Giulia; drop table' }, 'Il campo non può contenere il punto e virgola'],
    ])('refuses an invalid %s, naming it, and stores nothing', async (field, change, message) => {
      const before = await count();
      const { status, body } = await t.call('content', 'contactUs', [{ ...valid, ...change }], { ip: '10.1.0.2' });
      expect(status).toBe(400);
      expect(body.message).toBe(`Argomento non valido (0.${field}): ${message}`);
      expect(await count()).toBe(before);
    });

    it('accepts a request without a telephone', async () => {
      const { status } = await t.call('content', 'contactUs', [{ ...valid, telephone: undefined }], { ip: '10.1.0.3' });
      expect(status).toBe(200);
    });

    it('limits requests per client with 429 and a clear message', async () => {
      for (let index = 0; index < CONTACT_LIMIT.requests; index++) expect((await t.call('content', 'contactUs', [valid], { ip: '10.1.0.4' })).status).toBe(200);
      const refused = await t.call('content', 'contactUs', [valid], { ip: '10.1.0.4' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, message: 'Troppi tentativi, riprova tra qualche minuto.' });
      // Another client is not affected.
      expect((await t.call('content', 'contactUs', [valid], { ip: '10.1.0.5' })).status).toBe(200);
    });
  });
});
