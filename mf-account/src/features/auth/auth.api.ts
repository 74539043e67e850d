import type { ArgsOf } from '@bottega/api-contract';
import { api, captcha } from '@bottega/fragment-kit';

type Registration = ArgsOf<'commerce', 'createCustomer'>[0];

/**
 * Logs in: the API sets the HttpOnly token cookie and the readable expiry, and merges the guest cart
 * and wishlist. A ticked newsletter box subscribes; an unticked one is not sent, since it changes nothing.
 */
export const logIn = async (email: string, password: string, subscribe = false) =>
  api.call('commerce', 'generateCustomerToken', { email: email.trim(), password, ...(subscribe ? { is_subscribed: true } : {}), ...(await captcha.field('login')) });

/** The account was created but the login that follows failed (e.g. too many attempts): the shopper logs in by hand. */
export class LoginAfterRegisterFailed extends Error {
  constructor(readonly reason: unknown) {
    super('login after registration failed');
    this.name = 'LoginAfterRegisterFailed';
  }
}

/** Registers, then logs the new customer in with the same credentials. */
export async function register(registration: Registration) {
  await api.call('commerce', 'createCustomer', { ...registration, ...(await captcha.field('register')) });
  try {
    return await logIn(registration.email, registration.password);
  } catch (error) {
    throw new LoginAfterRegisterFailed(error);
  }
}

export const requestPasswordReset = async (email: string) => api.call('commerce', 'requestPasswordResetEmail', { email: email.trim(), ...(await captcha.field('forgotPassword')) });

export const resetPassword = (email: string, token: string, newPassword: string) => api.call('commerce', 'resetPassword', { email, token, newPassword });

/** How many units the customer's cart holds once the login merged the guest cart into it. */
export const customerCartQuantity = async () => (await api.call('commerce', 'customerCart')).total_quantity;

export const logOut = () => api.call('commerce', 'revokeCustomerToken');
