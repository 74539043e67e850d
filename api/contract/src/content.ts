import { z } from 'zod';
import { method } from './define';
import { isValidPhone } from './italian';

/** Form rules of product rule §5 in Italian; the same rules check the forms and the API. */
export const messages = {
  required: 'Questo campo è obbligatorio',
  email: 'Email non valida',
  telephone: 'Numero di telefono non valido',
  angleBrackets: 'Il campo non può contenere i caratteri < e >',
  semicolon: 'Il campo non può contenere il punto e virgola',
} as const;

/** A required free-text field: trimmed, not empty, no `<` `>` and no `;` (product rule §5). */
export function plainText(max: number) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max)
    .refine((value) => !/[<>]/.test(value), messages.angleBrackets)
    .refine((value) => !value.includes(';'), messages.semicolon);
}

export const email = z.string({ error: messages.required }).trim().min(1, messages.required).max(254).pipe(z.email(messages.email));

/** The Italian phone rule of the address forms, for the contact form too. */
export const italianPhone = z.string().trim().max(30).refine(isValidPhone, messages.telephone);

export const cmsBlock = z.object({
  identifier: z.string(),
  title: z.string(),
  /** HTML, sanitised by the server. */
  content: z.string(),
  image: z.object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  text: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string(), target: z.enum(['_self', '_blank']) })),
  social: z.array(z.object({ image: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int(), url: z.string() })),
  /** Customer-service e-mail and phone (pre-header and address blocks). */
  contact: z.object({ email: z.string(), phone: z.string() }).nullable(),
});
export type CmsBlock = z.infer<typeof cmsBlock>;

export const cmsPage = z.object({
  identifier: z.string(),
  url_key: z.string(),
  title: z.string(),
  content: z.string(),
  meta_description: z.string(),
});
export type CmsPage = z.infer<typeof cmsPage>;

export const contactUsInput = z.strictObject({
  name: plainText(100),
  email,
  telephone: z.union([z.literal(''), italianPhone]).optional(),
  comment: plainText(2000),
  recaptchaToken: z.string().max(4000).optional(),
});
export type ContactUsInput = z.input<typeof contactUsInput>;

export const contentMethods = {
  cmsBlocks: method(
    'Blocchi CMS per identificativo (headerText-it, cmsBlockFooter, footer-links-it…); gli sconosciuti sono omessi.',
    z.tuple([z.strictObject({ identifiers: z.array(z.string().trim().min(1).max(100)).min(1).max(50) })]),
    z.object({ items: z.array(cmsBlock) }),
  ),
  cmsPage: method(
    'Una pagina CMS per identificativo o url.',
    z.tuple([z.union([z.strictObject({ identifier: z.string().trim().min(1).max(100) }), z.strictObject({ url: z.string().trim().min(1).max(2000) })])]),
    cmsPage,
  ),
  contentVersion: method(
    'La versione dei contenuti: cresce a ogni modifica di un blocco o di una pagina CMS. Chi conserva pagine fatte di contenuti le rifà quando cambia.',
    z.tuple([]),
    z.object({ version: z.number().int() }),
  ),
  contactUs: method('Invia il modulo contatti.', z.tuple([contactUsInput]), z.object({ status: z.literal(true) })),
  captchaConfig: method(
    'La verifica anti-spam dei moduli (docs/product-rules.md §7): attiva o no, chiave del sito, versione e script del fornitore.',
    z.tuple([]),
    z.object({ enabled: z.boolean(), siteKey: z.string(), version: z.number().int().nullable(), scriptUrl: z.string() }),
  ),
} satisfies Record<string, ReturnType<typeof method>>;
