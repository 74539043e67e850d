import type { ArgsOf } from '@bottega/api-contract';
import { api, captcha } from '@bottega/fragment-kit';
import { afterLoginDestination } from './auth.rules';

type Registration = ArgsOf<'commerce', 'createCustomer'>[0];
/** The captcha's token field (product rule §7); a form posted without scripts has none, and the API refuses it when the captcha is on. */
type Proof = Promise<{ recaptchaToken?: string }>;
export const NO_CAPTCHA: Proof = Promise.resolve({});

/** Logs in: the API sets the HttpOnly token cookie and the readable expiry, and merges the guest cart
 * and wishlist. A ticked newsletter box subscribes; an unticked one is not sent, since it changes nothing. */
export const logIn = async (email: string, password: string, subscribe = false, proof: Proof = captcha.field('login')) =>
  api.call('commerce', 'generateCustomerToken', { email: email.trim(), password, ...(subscribe ? { is_subscribed: true } : {}), ...(await proof) });

/** Registers: the API mails a link that activates the account and logs the shopper in, and answers
 * the same whether or not the address has an account already (docs/adr/0031). */
export const register = async (registration: Registration, proof: Proof = captcha.field('register')) =>
  api.call('commerce', 'createCustomer', { ...registration, ...(await proof) });

export const requestPasswordReset = async (email: string, proof: Proof = captcha.field('forgotPassword')) =>
  api.call('commerce', 'requestPasswordResetEmail', { email: email.trim(), ...(await proof) });

export const resetPassword = (email: string, token: string, newPassword: string) => api.call('commerce', 'resetPassword', { email, token, newPassword });

/** How many units the customer's cart holds once the login merged the guest cart into it. */
/** Where a login goes (docs/adr/0009-login-goes-to-checkout.md); a cart that cannot be read counts as empty, so the shopper stays. */
export async function destinationAfterLogin(where: Omit<Parameters<typeof afterLoginDestination>[0], 'cartHasItems'>): Promise<string | null> {
  const cartHasItems = await api.call('commerce', 'customerCart').then(
    (cart) => cart.total_quantity > 0,
    () => false,
  );
  return afterLoginDestination({ ...where, cartHasItems });
}

export const logOut = () => api.call('commerce', 'revokeCustomerToken');
