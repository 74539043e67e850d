import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '@bottega/test-kit/fill';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { ContactPage } from './ContactPage';

const page = { identifier: 'contact-us', url_key: 'contact-us', title: 'Contatti', content: '<p>Siamo a Milano.</p>', meta_description: '' };
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Invia messaggio' }));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field('Nome e cognome'), 'Giulia Rossi');
  await fill(user, field('Email'), 'giulia@example.it');
  await fill(user, field(/Telefono/), '333 1234567');
  await fill(user, field('Come possiamo aiutarti?'), 'Vorrei cambiare taglia.');
}

describe('contact page', () => {
  it('shows the errors of product rule §5 and sends nothing while any remains', async () => {
    const calls = fakeApi({ cmsPage: () => page });
    const user = userEvent.setup();
    renderFragment(ContactPage);
    expect(await screen.findByText('Siamo a Milano.')).toBeTruthy();
    send();
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(3);
    // The first field with a message takes the focus, so keyboard and screen-reader users land on it.
    expect(document.activeElement).toBe(field('Nome e cognome'));
    await fill(user, field('Nome e cognome'), 'Giulia; Rossi');
    await fill(user, field('Email'), 'giulia@example');
    await fill(user, field(/Telefono/), '12');
    await fill(user, field('Come possiamo aiutarti?'), '<b>ciao</b>');
    expect(await screen.findByText('Il campo non può contenere i caratteri < e >')).toBeTruthy();
    expect(screen.getByText('Il campo non può contenere il punto e virgola')).toBeTruthy();
    expect(screen.getByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(screen.getByText('Numero di telefono non valido')).toBeTruthy();
    field('Come possiamo aiutarti?').focus();
    send();
    await waitFor(() => expect(document.activeElement).toBe(field('Nome e cognome')));
    expect(calls()).not.toContain('contactUs');
  });

  it('sends a valid message and confirms it', async () => {
    const calls = fakeApi({ cmsPage: () => page, contactUs: () => ({ status: true }) });
    const user = userEvent.setup();
    renderFragment(ContactPage);
    await fillValid(user);
    send();
    expect(await screen.findByRole('heading', { name: 'Grazie, abbiamo ricevuto il tuo messaggio' })).toBeTruthy();
    expect(calls('contactUs')[0]).toEqual([{ name: 'Giulia Rossi', email: 'giulia@example.it', telephone: '333 1234567', comment: 'Vorrei cambiare taglia.' }]);
  });

  it('says so when the message could not be sent, and offers the configured address when the CMS has no contact page', async () => {
    fakeApi({
      cmsPage: () => {
        throw apiError(404);
      },
      contactUs: () => {
        throw apiError(429, 'Troppe richieste, riprova tra un minuto.');
      },
    });
    const user = userEvent.setup();
    renderFragment(ContactPage);
    await fillValid(user);
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('Troppe richieste, riprova tra un minuto.');
    expect(await screen.findByRole('link', { name: 'assistenza@bottega.example' })).toBeTruthy();
  });
});
