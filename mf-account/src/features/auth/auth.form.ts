import type { FormStatus } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { loginForm, registerForm, forgotForm, resetForm } from './auth.rules';

/** Login, registration and the forgotten-password request as HTML forms (docs/adr/0038-shopper-actions-as-html-forms.md):
 * where each posts, how src/forms.ts reads it back, and what its page says; the modal renders the same forms. */
export const authActions = { login: 'login', register: 'register', forgot: 'forgot-password', reset: 'reset-password' } as const;
export type AuthAction = (typeof authActions)[keyof typeof authActions];

/** The pages of the three forms, under the shop's base path (shell/src/routes/table.ts names the same paths). */
export const authPages = { login: '/login', register: '/registrazione', forgot: '/password-dimenticata' } as const;
export type AuthPageMode = keyof typeof authPages;
export const isAuthPageMode = (mode: string | undefined): mode is AuthPageMode => mode === 'login' || mode === 'register' || mode === 'forgot';

/** How a posted form ended: logged in (staying on the page), a registration or a reset request sent
 * (the mailbox says the rest, docs/adr/0031); or nothing done, by its own refusals and the edge's (`unavailable`, `late`). */
export type AuthOutcome = 'logged-in' | 'sent' | 'done' | 'invalid' | 'wrong-credentials' | 'link-refused' | 'too-many' | 'captcha' | 'failed' | 'unavailable' | 'late';

/** A box a form posted ticked: the browser sends a ticked box's name, and nothing for an unticked one. */
const ticked = (fields: Record<string, string>, name: string) => Object.hasOwn(fields, name);

/** The fields of a posted form as the island's form reads them, so the same rules judge both. */
export const postedLogin = (fields: Record<string, string>) =>
  loginForm.safeParse({ email: fields.email ?? '', password: fields.password ?? '', is_subscribed: ticked(fields, 'is_subscribed') });
export const postedForgot = (fields: Record<string, string>) => forgotForm.safeParse({ email: fields.email ?? '' });
/** The reset form's new password, and the link's token and address it carries as hidden fields. */
export function postedReset(fields: Record<string, string>) {
  const parsed = resetForm.safeParse({ password: fields.password ?? '', repassword: fields.repassword ?? '' });
  if (!parsed.success) return { success: false as const, field: firstField(parsed.error.issues) };
  const { token = '', email = '' } = fields;
  return token && email ? { success: true as const, data: { token, email, password: parsed.data.password } } : { success: false as const, field: undefined };
}
export const postedRegistration = (fields: Record<string, string>) => {
  const values = {
    email: fields.email ?? '',
    firstName: fields.firstName ?? '',
    lastName: fields.lastName ?? '',
    tax_code: fields.tax_code ?? '',
    password: fields.password ?? '',
    repassword: fields.repassword ?? '',
    is_subscribed: ticked(fields, 'is_subscribed'),
    createAccount: ticked(fields, 'createAccount'),
    privacy: ticked(fields, 'privacy'),
  };
  const parsed = registerForm.safeParse(values);
  // The two boxes are the button's to judge in the island (product rule §5); posted without them, the form is not sent on.
  const box = (['createAccount', 'privacy'] as const).find((name) => !values[name]);
  if (parsed.success && box) return { success: false as const, field: box };
  return parsed.success ? { success: true as const, data: parsed.data } : { success: false as const, field: firstField(parsed.error.issues) };
};

/** The first field a refusal names (the repeated password's issue is on `repassword`). */
function firstField(issues: ReadonlyArray<{ path: PropertyKey[] }>): string | undefined {
  const name = issues.find((issue) => typeof issue.path[0] === 'string')?.path[0];
  return typeof name === 'string' ? name : undefined;
}

const v = messages.validation;
/** What the page says of a field the server refused: the same words the island's rule says (product rule §5), never what was typed. */
const fieldMessages: Record<string, string> = {
  email: v.email,
  password: v.password,
  repassword: v.passwordsMatch,
  tax_code: v.fiscalCode,
  firstName: messages.authPage.checkField(messages.register.firstName),
  lastName: messages.authPage.checkField(messages.register.lastName),
  createAccount: v.createAccount,
  privacy: v.privacy,
};

/** The message of an answered form, when the address names one of `action`'s outcomes; the subject of
 * an `invalid` is the field to look at. Null when the address says nothing about this form. */
export function authOutcomeMessage(status: FormStatus | null, action: AuthAction): { text: string; tone: 'success' | 'danger' } | null {
  if (status?.action !== action) return null;
  const said = messages.authPage.outcome;
  const outcome = status.outcome as AuthOutcome;
  switch (outcome) {
    case 'logged-in':
      return { text: messages.login.success, tone: 'success' };
    case 'sent':
      return action === authActions.register
        ? { text: messages.register.checkMail, tone: 'success' }
        : action === authActions.forgot
          ? { text: said.forgotSent, tone: 'success' }
          : null;
    case 'invalid':
      if (action === authActions.login) return { text: said.loginInvalid, tone: 'danger' };
      return { text: (status.subject && Object.hasOwn(fieldMessages, status.subject) ? fieldMessages[status.subject] : undefined) ?? said.invalid, tone: 'danger' };
    case 'wrong-credentials':
      return action === authActions.login ? { text: said.wrongCredentials, tone: 'danger' } : null;
    case 'link-refused':
      return action === authActions.reset ? { text: said.linkRefused, tone: 'danger' } : null;
    case 'done':
      return action === authActions.reset ? { text: messages.reset.done, tone: 'success' } : null;
    case 'failed':
      // Product rule §8: one message for every failure of the forgot request, so nobody learns which addresses exist.
      return { text: action === authActions.forgot ? messages.forgot.failure : said.failed, tone: 'danger' };
    case 'too-many':
    case 'captcha':
    case 'unavailable':
    case 'late':
      return { text: said[outcome], tone: 'danger' };
    default:
      return null;
  }
}
