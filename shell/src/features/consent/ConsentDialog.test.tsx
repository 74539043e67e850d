import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { ConsentDialog } from './ConsentDialog';
import { ConsentPreferencesLink } from './ConsentPreferencesLink';
import { dismissConsent, hasStatisticsConsent, isConsentDialogOpen, openConsent, readConsent } from './consent';

const dialog = () => screen.queryByRole('dialog', { name: 'La tua privacy' });
const stored = (statistics: boolean, date: string) => Cookies.set('consent', JSON.stringify({ statistics, date }), { path: '/' });

describe('<ConsentDialog>', () => {
  afterEach(() => {
    // The dialog's open state is per page; leave each test with a closed dialog and no choice.
    act(() => dismissConsent());
    Cookies.remove('consent', { path: '/' });
    Cookies.remove('consent_reopen', { path: '/' });
  });

  it('hydrates what the server rendered when the choice was made while the page’s code was loading', async () => {
    // The server's HTML for a visitor with no choice: rendered where a panel stands, as on a page the server sent.
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML = '<div data-consent-panel></div>';
    page.innerHTML = renderToString(<ConsentDialog />);
    expect(dialog()).not.toBeNull();
    // The edge stored a refusal (the form's post) before the shell's code hydrated the page.
    stored(false, new Date().toISOString());
    const mismatches = jest.fn();
    const root = await act(async () => hydrateRoot(page, <ConsentDialog />, { onRecoverableError: mismatches }));
    expect(mismatches).not.toHaveBeenCalled();
    expect(dialog()).toBeNull();
    act(() => root.unmount());
    page.remove();
  });

  it('asks on a first visit and stores nothing until the shopper chooses, whatever they scroll', () => {
    render(<ConsentDialog />);
    expect(dialog()).not.toBeNull();
    fireEvent.scroll(window, { target: { scrollY: 2000 } });
    expect(Cookies.get('consent')).toBeUndefined();
    expect(hasStatisticsConsent()).toBe(false);
  });

  it('offers refusing exactly like accepting: same kind of button, one click', async () => {
    render(<ConsentDialog />);
    const reject = screen.getByRole('button', { name: 'Rifiuta' });
    const accept = screen.getByRole('button', { name: 'Accetta tutti' });
    expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    expect(readConsent()?.statistics).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('allows statistics after accepting', async () => {
    render(<ConsentDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta tutti' }));
    expect(hasStatisticsConsent()).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('treats closing with the X as a refusal and does not ask again', async () => {
    render(<ConsentDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }));
    expect(readConsent()?.statistics).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('lets the shopper choose statistics one by one, unticked by default', async () => {
    render(<ConsentDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Personalizza' }));
    const statistics = screen.getByRole('checkbox', { name: /Cookie statistici/ });
    expect((statistics as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: /Cookie tecnici/ }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(statistics);
    await userEvent.click(screen.getByRole('button', { name: 'Salva le preferenze' }));
    expect(hasStatisticsConsent()).toBe(true);
  });

  it('stays away for six months after a choice, then asks again', () => {
    stored(false, new Date(Date.now() - 24 * 3600 * 1000).toISOString());
    const { unmount } = render(<ConsentDialog />);
    expect(dialog()).toBeNull();
    unmount();
    stored(true, new Date(Date.now() - 190 * 24 * 3600 * 1000).toISOString());
    render(<ConsentDialog />);
    expect(dialog()).not.toBeNull();
    expect(hasStatisticsConsent()).toBe(false);
  });

  it('asks again when the stored choice cannot be read', () => {
    Cookies.set('consent', 'sì grazie', { path: '/' });
    render(<ConsentDialog />);
    expect(dialog()).not.toBeNull();
  });

  it('reopens from the footer link with the current choice, and closing keeps it', async () => {
    stored(true, new Date().toISOString());
    render(
      <>
        <ConsentPreferencesLink />
        <ConsentDialog />
      </>,
    );
    const link = screen.getByRole('button', { name: 'Preferenze cookie' });
    await userEvent.click(link);
    expect(document.activeElement).toBe(dialog());
    await userEvent.click(screen.getByRole('button', { name: 'Personalizza' }));
    expect((screen.getByRole('checkbox', { name: /Cookie statistici/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(hasStatisticsConsent()).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it('opens through openConsent() from anywhere in the shell', () => {
    stored(false, new Date().toISOString());
    render(<ConsentDialog />);
    act(() => openConsent());
    expect(dialog()).not.toBeNull();
  });

  it('opens the privacy policy in a new tab', () => {
    render(<ConsentDialog />);
    const link = screen.getByRole('link', { name: 'Informativa sulla privacy' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['/privacy', '_blank']);
  });

  it('is a form the edge answers when the page has no script', () => {
    render(<ConsentDialog />);
    const form = dialog()!.querySelector('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/consent']);
    const sent = (name: string) => {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      return [button.type, button.form, button.name, button.value];
    };
    expect(sent('Rifiuta')).toEqual(['submit', form, 'choice', 'reject']);
    expect(sent('Accetta tutti')).toEqual(['submit', form, 'choice', 'accept']);
    expect(sent('Chiudi e rifiuta i cookie non necessari')).toEqual(['submit', form, 'choice', 'close']);
    // Opening the choices is the script's: it posts nothing.
    expect(sent('Personalizza')[0]).toBe('button');
  });

  it('reopens from the footer link, a form the edge answers when the page has no script', async () => {
    stored(false, new Date().toISOString());
    render(<ConsentPreferencesLink />);
    const link = screen.getByRole('button', { name: 'Preferenze cookie' }) as HTMLButtonElement;
    expect([link.type, link.form?.method, link.form?.getAttribute('action'), link.name, link.value]).toEqual(['submit', 'post', '/consent', 'choice', 'reopen']);
    const posted = jest.fn((event: Event) => event.preventDefault());
    link.form!.addEventListener('submit', posted);
    await userEvent.click(link);
    expect(posted).not.toHaveBeenCalled();
    expect(isConsentDialogOpen()).toBe(true);
  });

  // "Personalizza" and "Salva" are keyed apart so that opening the choices never ends as a press of
  // "Salva" in the same element; jsdom submits before React renders, so only the e2e journey
  // "after accepting from the footer link…" can see that.
  it.each(['Rifiuta', 'Accetta tutti', 'Chiudi e rifiuta i cookie non necessari', 'Salva le preferenze'])(
    'with its script, "%s" stores the choice itself and posts nothing',
    async (name) => {
      render(<ConsentDialog />);
      const posted = jest.fn((event: Event) => event.preventDefault());
      dialog()!.querySelector('form')!.addEventListener('submit', posted);
      if (name === 'Salva le preferenze') {
        await userEvent.click(screen.getByRole('button', { name: 'Personalizza' }));
        await userEvent.click(screen.getByRole('checkbox', { name: /Cookie statistici/ }));
      }
      await userEvent.click(screen.getByRole('button', { name }));
      expect(posted).not.toHaveBeenCalled();
      expect(readConsent()).not.toBeNull();
      expect(dialog()).toBeNull();
    },
  );

  it('opens again on a page the edge reopened it for (the footer link without a script), with the choice kept until the next', async () => {
    stored(true, new Date().toISOString());
    Cookies.set('consent_reopen', '1', { path: '/' });
    render(<ConsentDialog />);
    expect(dialog()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Personalizza' }));
    expect((screen.getByRole('checkbox', { name: /Cookie statistici/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi e rifiuta i cookie non necessari' }));
    expect(dialog()).toBeNull();
    expect(hasStatisticsConsent()).toBe(true);
    expect(Cookies.get('consent_reopen')).toBeUndefined();
  });
});
