import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { Copyright } from '../Copyright/Copyright';
import { FooterContent } from '../FooterContent/FooterContent';
import { block } from '../../testing/fixtures';
import { TopBar } from './TopBar';

describe('top bar and footer blocks', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('shows the customer-service and shipping blocks, and warns about a block that did not come', async () => {
    fakeApi({
      cmsBlocks: () => ({
        items: [
          block('pre-header-it', { content: '<p>Servizio clienti: <a href="mailto:a@b.it">a@b.it</a></p>' }),
          block('headerText-it', { content: '<p>Spedizione gratuita da 100 €</p>' }),
        ],
      }),
    });
    renderFragment(TopBar);
    expect(await screen.findByText('Spedizione gratuita da 100 €')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'a@b.it' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('copyright-it'));
  });

  it('renders nothing when the API is down, with only a console warning', async () => {
    fakeApi({
      cmsBlocks: () => {
        throw apiError(503);
      },
    });
    const { container } = renderFragment(TopBar);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it('shows the copyright block of the shopper’s locale', async () => {
    const calls = fakeApi({
      cmsBlocks: () => ({
        items: [
          block('copyright-en', { content: '<p>© 2026 Bottega · All rights reserved</p>' }),
          block('copyright-it', { content: '<p>© 2026 Bottega · P.IVA 01234567890 · Tutti i diritti riservati</p>' }),
        ],
      }),
    });
    renderFragment(Copyright);
    expect(await screen.findByText('© 2026 Bottega · P.IVA 01234567890 · Tutti i diritti riservati')).toBeTruthy();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
    expect(calls('cmsBlocks')[0]).toEqual([{ identifiers: expect.arrayContaining(['copyright-it']) }]);
  });

  it('builds the footer columns from the blocks, internal links inside the app', async () => {
    fakeApi({
      cmsBlocks: () => ({
        items: [
          block('footer-links-it', {
            title: 'Informazioni',
            links: [
              { label: 'Chi siamo', url: '/it/chi-siamo', target: '_self' },
              { label: 'Privacy policy', url: '/privacy', target: '_blank' },
            ],
          }),
          block('footer-payments-it', { title: 'Pagamenti sicuri', image: { url: '/api/media/payments.svg', alt: 'Visa, Mastercard', width: 600, height: 96 } }),
          block('footer-social-it', {
            title: 'Seguici',
            social: [{ image: '/api/media/social/instagram.svg', alt: 'Instagram', width: 32, height: 32, url: 'https://www.instagram.com/bottega' }],
            links: [{ label: 'Leggi le recensioni dei clienti', url: 'https://recensioni.example/it', target: '_blank' }],
          }),
        ],
      }),
    });
    const user = userEvent.setup({ delay: null });
    const { props } = renderFragment(FooterContent);
    await user.click(await screen.findByRole('link', { name: 'Chi siamo' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/chi-siamo');
    expect(screen.getByRole('link', { name: /Privacy policy/ }).getAttribute('target')).toBe('_blank');
    const payments = screen.getByRole('img', { name: 'Visa, Mastercard' });
    expect([payments.getAttribute('width'), payments.getAttribute('height')]).toEqual(['300', '48']);
    expect(screen.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/bottega');
    expect(screen.getByRole('link', { name: /Leggi le recensioni dei clienti/ }).getAttribute('href')).toBe('https://recensioni.example/it');
    expect(screen.getByRole('textbox', { name: 'Il tuo indirizzo email' })).toBeTruthy();
  });
});
