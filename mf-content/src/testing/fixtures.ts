// Content data shaped like the API's answers, typed by the contract so a fixture cannot drift from it.
import type { ResultOf } from '@bottega/api-contract';
import type { CmsBlock } from '../features/blocks/blocks.rules';

/** CMS text that tries to leave its element: a closing script tag, both quotes, and a Unicode line
 * separator (a line break to older JavaScript parsers, where the server's state is read). */
export const hostileText = 'Saldi "d\'estate" </script><script>alert(1)</script>\u2028fine';

/** hostileText as HTML carries it: text that can close or open neither an element nor an attribute. */
export const hostileTextEscaped = 'Saldi &quot;d&#x27;estate&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028fine';

/** A content block; each test states only the fields it shows. */
export const block = (identifier: string, extra: Partial<CmsBlock> = {}): CmsBlock => ({
  identifier,
  title: identifier,
  content: '',
  image: null,
  text: null,
  links: [],
  social: [],
  contact: null,
  ...extra,
});

/** The API's cmsBlocks over these blocks: only those asked for, as the server answers. */
export const cmsBlocksOf =
  (items: CmsBlock[]) =>
  ({ identifiers }: { identifiers: string[] }) => ({ items: items.filter((item) => identifiers.includes(item.identifier)) });

export const cmsPage = (identifier: string, extra: Partial<ResultOf<'content', 'cmsPage'>> = {}): ResultOf<'content', 'cmsPage'> => ({
  identifier,
  url_key: identifier,
  title: identifier,
  content: '',
  meta_description: '',
  ...extra,
});

/** The header and footer blocks of the Italian shop, as the seed has them. */
export const layoutBlocks = [
  block('pre-header-it', {
    content: '<p>Servizio clienti: <a href="mailto:assistenza@bottega.example">assistenza@bottega.example</a></p>',
    contact: { email: 'assistenza@bottega.example', phone: '+39 02 1234 5678' },
  }),
  block('headerText-it', { content: '<p>Spedizione gratuita da 100 €</p>' }),
  block('copyright-it', {
    content:
      '<p>© 2026 Bottega S.r.l. · P.IVA e C.F. 01234567897 · REA MI-2034567</p>' +
      '<p><a href="/it/condizioni-generali-di-vendita">Condizioni generali di vendita</a> · <a href="/it/diritto-di-recesso">Diritto di recesso</a></p>',
  }),
  block('cmsBlockFooter', { title: 'Bottega', content: '<p>Dal 1987 a Biella, maglieria e sartoria.</p>' }),
  block('footer-address-it', { title: 'Bottega S.r.l.', content: '<p>Via Italia 1, 13900 Biella</p>' }),
  block('footer-links-it', {
    title: 'Informazioni',
    links: [
      { label: 'Chi siamo', url: '/it/chi-siamo', target: '_self' },
      { label: 'Spedizioni', url: '/it/shipping-information', target: '_self' },
    ],
  }),
  block('footer-newsletter-it', { title: 'Newsletter', text: 'Il 10% sul primo ordine.' }),
  block('footer-payments-it', {
    title: 'Pagamenti sicuri',
    image: { url: '/api/media/payments.svg', alt: 'Carte di pagamento accettate: Visa, Mastercard', width: 600, height: 96 },
  }),
  block('footer-social-it', {
    title: 'Seguici',
    social: [{ image: '/api/media/social/instagram.svg', alt: 'Instagram', width: 32, height: 32, url: 'https://www.instagram.com/bottega' }],
  }),
];
