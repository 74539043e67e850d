import type { Page } from '@playwright/test';
import { expect } from '../support/shop';

/** A password that meets docs/product-rules.md §5, and a fiscal code whose check character is right (RSSMRA85T10A562 sums to 122 → S). */
export const PASSWORD = 'Bottega#2026';
export const FISCAL_CODE = 'RSSMRA85T10A562S';

/** A fresh address per run: the suite's database is shared by every journey. */
export const newEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.it`;

/** Controls by the start of their label: the visible label also holds the required-field asterisk. */
export const control = (scope: Page | ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}`));

export const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Accedi' });

/** Opens the login modal the way a shopper does, from the header's account icon. */
export async function openLogin(page: Page) {
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

/** The API on this machine, whose development outbox the run switches on (the edge never forwards it). */
const API_ON_THIS_MACHINE = process.env.E2E_API_URL ?? 'http://127.0.0.1:8090';

/** The reset link of the last password e-mail sent to `email`, read from the API's development outbox. */
export async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`${API_ON_THIS_MACHINE}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const { data } = (await response.json()) as { data: Array<{ kind: string; text_body: string }> };
    link = data.map((mail) => /\/it\/reset-password\?[^\s"'<>]+/.exec(mail.text_body)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}
