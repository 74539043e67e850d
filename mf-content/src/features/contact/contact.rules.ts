import * as z from 'zod/mini';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';
import type { PageLookup } from '../cms/cms.rules';

const t = messages.validation;

/** docs/product-rules.md §5 on the contact form; the limits are the server's (contract content.ts). */
export const contactForm = z.object({
  name: fields.strictText(t, { max: 100 }),
  email: fields.email(t),
  telephone: fields.phone(t, { optional: true }),
  comment: fields.strictText(t, { max: 2000 }),
});

export type ContactValues = z.output<typeof contactForm>;

/** The CMS page of other ways to reach us, shown beside the form. */
export const contactInfoPage: PageLookup = { identifier: 'contact-us' };
