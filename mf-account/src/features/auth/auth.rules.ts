import * as z from 'zod/mini';
import { normaliseFiscalCode, shopPath } from '@bottega/api-contract';
import * as fields from '@bottega/api-contract/fields';
import { messages } from '../../messages/it';

const t = messages.validation;

/** docs/product-rules.md §5: login asks for an e-mail and a password. */
export const loginForm = z.object({ email: fields.email(t), password: fields.anyPassword(t), is_subscribed: z.boolean() });

export const forgotForm = z.object({ email: fields.email(t) });

/** A new password and its repetition: the registration, the reset page, the profile. */
export const newPasswordFields = { password: fields.newPassword(t), repassword: z.string() };

export const resetForm = z.object(newPasswordFields).check(fields.samePasswords(t));

/** The registration fields of product rule §3 with the rules of product rule §5; the two boxes are judged by registerDisabled. */
export const registerForm = z
  .object({
    email: fields.email(t),
    firstName: fields.personName(t),
    lastName: fields.personName(t),
    tax_code: fields.fiscalCode(t),
    ...newPasswordFields,
    is_subscribed: z.boolean(),
    createAccount: z.boolean(),
    privacy: z.boolean(),
  })
  .check(fields.samePasswords(t));

export type RegisterValues = z.output<typeof registerForm>;

/** What the API's createCustomer takes from a registration, the island's or one posted as a form. */
export const registrationOf = (values: RegisterValues) => ({
  email: values.email.trim(),
  firstname: values.firstName.trim(),
  lastname: values.lastName.trim(),
  tax_code: normaliseFiscalCode(values.tax_code),
  password: values.password,
  is_subscribed: values.is_subscribed,
});
/** The login modal's modes (product rule §4): the forgot request ends in a thank-you page of its own. */
export type ModalMode = 'login' | 'register' | 'forgot' | 'thanks';

export interface ModalState {
  open: boolean;
  mode: ModalMode;
  /** The server's answer to the last attempt (wrong credentials, expired token…), shown under the form. */
  serverError?: string;
  /** Where to go after logging in, when the opener asked (e.g. the footer's "my orders"). */
  then?: string;
  /** The address a forgot request was sent for, repeated on the thank-you page. */
  forgotEmail?: string;
}

export type ModalAction =
  | { type: 'open'; mode?: 'login' | 'register' | 'forgot'; then?: string }
  | { type: 'switch'; mode: 'login' | 'register' | 'forgot' }
  /** A failure of the form of `mode`, shown under that form. */
  | { type: 'failed'; mode: 'login' | 'register' | 'forgot'; message: string }
  | { type: 'forgot-sent'; email: string }
  | { type: 'logged-in' }
  | { type: 'close' };

export const closedModal: ModalState = { open: false, mode: 'login' };

export function initialModal(params: Record<string, string>): ModalState {
  if (params.open !== 'true') return closedModal;
  return modalReducer(closedModal, { type: 'open', mode: isOpenMode(params.mode) ? params.mode : undefined, then: params.then });
}

const isOpenMode = (mode: string | undefined): mode is 'login' | 'register' | 'forgot' => mode === 'login' || mode === 'register' || mode === 'forgot';

/** Product rule §4: switching mode clears previous errors; success closes and returns to login mode. An answer
 * arriving after the shopper moved to another form (a login in flight when "Registrati" was pressed) is not shown there. */
export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return { open: true, mode: action.mode ?? 'login', then: safeReturnPath(action.then) };
    case 'switch':
      return { ...state, mode: action.mode, serverError: undefined, forgotEmail: undefined };
    case 'failed':
      return state.open && state.mode === action.mode ? { ...state, serverError: action.message } : state;
    case 'forgot-sent':
      return state.open && state.mode === 'forgot' ? { ...state, mode: 'thanks', serverError: undefined, forgotEmail: action.email } : state;
    case 'logged-in':
    case 'close':
      return closedModal;
  }
}

/** Product rule §5: the register button is disabled while loading, while the form is invalid, or while create-account or privacy is unticked. */
export function registerDisabled({ loading, formValid, createAccount, privacy }: { loading: boolean; formValid: boolean; createAccount: boolean; privacy: boolean }): boolean {
  return loading || !formValid || !createAccount || !privacy;
}

/** docs/architecture.md §4: a return path only to the shop under /it, by the one rule for every href and Location (`shopPath`). */
export function safeReturnPath(path: string | undefined): string | undefined {
  return (path && shopPath(path, { under: '/it' })) || undefined;
}

/** Product rule §4 and docs/adr/0009-login-goes-to-checkout.md: to checkout with something in the cart, else stay on the
 * page; an opener's explicit `then` wins, and on a checkout page the checkout follows `account:changed`. */
export function afterLoginDestination({ then, pathname, basePath, cartHasItems }: { then?: string; pathname: string; basePath: string; cartHasItems: boolean }): string | null {
  const explicit = safeReturnPath(then);
  if (explicit) return explicit;
  const inCheckout = new RegExp(`^${escape(basePath)}/(checkout|Checkout)(/|$)`).test(pathname);
  if (inCheckout || !cartHasItems) return null;
  return `${basePath}/checkout`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The token and address of a reset link, from the query string (`?token=&email=`), or from the
 * params when a shell passes the query's values as extra string props. */
export function resetLinkOf(query: string, params: Record<string, string>): { token: string; email: string } | null {
  const search = new URLSearchParams(query);
  const token = search.get('token') ?? params.token;
  const email = search.get('email') ?? params.email;
  return token && email ? { token, email } : null;
}
