import type { PageLookup } from '../cms/cms.rules';
import { email, maxLength, noAngleBrackets, noSemicolon, required, telephone, validate } from '../forms/validation.rules';

export interface ContactForm {
  name: string;
  email: string;
  telephone: string;
  comment: string;
}

/** Spec §5 on the contact form; the limits are the server's (contract content.ts). */
const schema = {
  name: [required, noAngleBrackets, noSemicolon, maxLength(100)],
  email: [required, email, maxLength(254)],
  telephone: [telephone, noSemicolon],
  comment: [required, noAngleBrackets, noSemicolon, maxLength(2000)],
};

export const validateContact = (form: ContactForm) => validate(form, schema);

/** The CMS page of other ways to reach us, shown beside the form. */
export const contactInfoPage: PageLookup = { identifier: 'contact-us' };
