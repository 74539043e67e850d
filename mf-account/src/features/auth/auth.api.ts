import type { ArgsOf } from '@bottega/api-contract';
import { api, captcha } from '@bottega/fragment-kit';

type Registration = ArgsOf<'commerce', 'createCustomer'>[0];

/**
 * Logs in: the API sets the HttpOnly token cookie and the readable expiry, and merges the guest cart
 * and wishlist. A ticked newsletter box subscribes; an unticked one is not sent, since it changes nothing.
 */
export const logIn = async (email: string, password: string, subscribe = false) =>
  api.call('commerce', 'generateCustomerToken', { email: email.trim(), password, ...(subscribe ? { is_subscribed: true } : {}), ...(await captcha.field('login')) });

/**
 * Registers: the API mails a link that activates the account and logs the shopper in, and answers
 * the same whether or not the address has an account already (docs/adr/0031).
 */
export const register = async (registration: Registration) => api.call('commerce', 'createCustomer', { ...registration, ...(await captcha.field('register')) });

export const requestPasswordReset = async (email: string) => api.call('commerce', 'requestPasswordResetEmail', { email: email.trim(), ...(await captcha.field('forgotPassword')) });

export const resetPassword = (email: string, token: string, newPassword: string) => api.call('commerce', 'resetPassword', { email, token, newPassword });

/** How many units the customer's cart holds once the login merged the guest cart into it. */
export const customerCartQuantity = async () => (await api.call('commerce', 'customerCart')).total_quantity;

export const logOut = () => api.call('commerce', 'revokeCustomerToken');
