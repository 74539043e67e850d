import type { APIRequestContext, Page } from '@playwright/test';
import { api, expect, reachFor } from '../support/shop';
import { activationLinkFor } from '../support/mailbox';

/** A password that meets docs/product-rules.md §5, and a fiscal code whose check character is right (RSSMRA85T10A562 sums to 122 → S). */
export const PASSWORD = 'Bottega#2026';
export const FISCAL_CODE = 'RSSMRA85T10A562S';

/** A fresh address per run: the suite's database is shared by every journey. */
export const newEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.it`;

/** Controls by the start of their label: the visible label also holds the required-field asterisk. */
export const control = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}`));

/** The header's 'Accedi': a link to the login page, which opens the modal once the account team's code runs (docs/adr/0038-shopper-actions-as-html-forms.md). */
export const accountButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Accedi' });

/** Opens the login modal the way a shopper does, from the header's account icon. */
export async function openLogin(page: Page) {
  // Before its code runs the link goes to the login page: the shopper's pointer on it loads that code first.
  await reachFor(page, 'mf_account/AccountButton');
  await accountButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in through the header's modal, as a shopper does; the modal closes on success. */
export async function logIn(page: Page, email: string, password = PASSWORD) {
  const dialog = await openLogin(page);
  await control(dialog, 'E-mail').fill(email);
  await control(dialog, 'Password').fill(password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  await expect(dialog).toBeHidden();
}

export interface NewCustomer {
  firstname: string;
  lastname: string;
  email?: string;
  tax_code?: string;
  password?: string;
}

/**
 * A customer registered through the API whose activation link, from the outbox, was then opened in
 * the same browser session (`request` keeps its own cookies; a page's `request` shares the page's):
 * the account exists from the link on, and that session is logged in as it (docs/adr/0031). A
 * request context of its own leaves the page a guest. Returns the address.
 */
export async function registeredCustomer(request: APIRequestContext, customer: NewCustomer): Promise<string> {
  const email = customer.email ?? newEmail(customer.firstname.toLowerCase());
  const { firstname, lastname, tax_code = FISCAL_CODE, password = PASSWORD } = customer;
  expect(await api(request, 'commerce', 'createCustomer', [{ email, firstname, lastname, tax_code, password }])).toEqual({ result: true });
  // Opened as a browser opens it: the answer sends the shopper on, logged in, to their account or to checkout.
  const opened = await request.get(await activationLinkFor(request, email), { maxRedirects: 0 });
  expect(opened.status(), `the activation link of ${email}`).toBe(303);
  expect(opened.headers().location).toMatch(/^\/it\/(my-account|checkout)$/);
  return email;
}
