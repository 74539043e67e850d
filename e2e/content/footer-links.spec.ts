import { test, expect, api, shellLive } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';

const footer = (page: import('@playwright/test').Page) => page.locator('[data-slot="mf_content/FooterContent"]');

test.describe('the footer’s content columns', () => {
  test.beforeEach(async ({ context }) => consentAlreadyGiven(context));

  test('“Chi siamo” and “Spedizioni e resi” open their pages inside the shop', async ({ page }) => {
    await page.goto('/it/contact-us');
    await footer(page).getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL(/\/it\/chi-siamo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();

    await footer(page).getByRole('link', { name: 'Spedizioni e resi' }).click();
    await expect(page).toHaveURL(/\/it\/spedizioni-e-resi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spedizioni e resi' })).toBeVisible();
    await expect(page.getByText(/Spedizione gratuita in Italia per ordini da 100 €/).first()).toBeVisible();
  });

  test('“Condizioni generali di vendita”, “Diritto di recesso” and “Note legali” open inside the shop, and the legal line names the seller (product rule §10)', async ({
    page,
  }) => {
    await page.goto('/it/contact-us');
    await expect(page.locator('[data-slot="mf_content/Copyright"]')).toContainText('P.IVA e C.F. 01234567897 · REA MI-2034567');
    for (const [name, path] of [
      ['Condizioni generali di vendita', 'condizioni-generali-di-vendita'],
      ['Diritto di recesso', 'diritto-di-recesso'],
      ['Note legali', 'note-legali'],
    ]) {
      await footer(page).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/it/${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });

  test('“Contatti” opens the contact page', async ({ page }) => {
    await page.goto('/it/chi-siamo');
    await footer(page).getByRole('link', { name: 'Contatti', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeVisible();
  });

  test('“I miei ordini” asks a guest to log in, then shows the orders (product rule §2)', async ({ page }) => {
    await page.goto('/it/contact-us');
    // The login comes from the shell's code, which starts on the pointer's arrival (docs/adr/0037); before it the link is followed.
    await shellLive(page);
    await footer(page).getByRole('link', { name: 'I miei ordini' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accedi' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
    await dialog.getByLabel(/^E-mail/).fill('giulia.bianchi@example.it');
    await dialog.getByLabel(/^Password/).fill('Bottega1!');
    await dialog.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/it\/my-account\/cronologia-ordini$/);
  });

  test('the English block’s links lead to the same pages in Italian (ADR 0010)', async ({ page }) => {
    const { items } = await api<{ items: { links: { label: string; url: string; target: string }[] }[] }>(page.request, 'content', 'cmsBlocks', [
      { identifiers: ['footer-links-en'] },
    ]);
    const links = items[0]!.links.filter((link) => link.url.startsWith('/en/'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const answer = await page.goto(link.url);
      // One hop to the Italian page: never /it/en/…, which is no page.
      expect(answer?.status(), link.url).toBe(200);
      expect(new URL(page.url()).pathname, link.url).not.toMatch(/^\/it\/en(\/|$)/);
    }
    await page.goto('/en/chi-siamo');
    await expect(page).toHaveURL(/\/it\/chi-siamo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  });

  test('the privacy policy opens in a new tab', async ({ page, context }) => {
    await page.goto('/it/contact-us');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      footer(page)
        .getByRole('link', { name: /Privacy policy/ })
        .click(),
    ]);
    // The shop's own page at /privacy, not a redirect into /it.
    await expect(tab).toHaveURL(/\/privacy$/);
    await expect(tab.getByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    await expect(page).toHaveURL(/\/it\/contact-us$/);
  });

  test('shows the address, the payments image at 300 px, the social links and the reviews site for the locale', async ({ page }) => {
    await page.goto('/it/contact-us');
    await expect(footer(page).getByRole('link', { name: 'assistenza@bottega.example' })).toHaveAttribute('href', 'mailto:assistenza@bottega.example');
    const payments = footer(page).getByRole('img', { name: 'Carte di pagamento accettate: Visa, Mastercard' });
    await expect(payments).toHaveAttribute('width', '300');
    await expect(payments).toBeVisible();
    for (const network of ['Instagram', 'Facebook', 'Pinterest']) {
      const link = footer(page).getByRole('link', { name: new RegExp(network) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', new RegExp(`${network.toLowerCase()}\\.com`));
    }
    await expect(footer(page).getByRole('link', { name: /Leggi le recensioni dei clienti/ })).toHaveAttribute('href', /\/it$/);
  });
});
