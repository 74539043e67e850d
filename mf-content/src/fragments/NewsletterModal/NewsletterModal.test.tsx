import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentOpenNewsletter } from '@bottega/browser-contract';
import { fill } from '@bottega/test-kit/fill';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { NewsletterModal } from './NewsletterModal';

const textbox = (name: string) => screen.getByRole('textbox', { name });

async function fillForm(user: ReturnType<typeof userEvent.setup>, email = 'giulia@example.it') {
  await fill(user, textbox('Email'), email);
  await fill(user, textbox('Nome'), 'Giulia');
  await fill(user, textbox('Cognome'), 'Rossi');
}

/** Subscribe once the form has judged what was typed (its rules answer asynchronously). */
async function subscribe() {
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Iscriviti' });
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('newsletter modal', () => {
  // Blocks that are not faked fail to load, which only warns (docs/product-rules.md §8).
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('opens when mounted for an open command, and keeps Subscribe disabled until the form is valid and privacy ticked', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderFragment(NewsletterModal, { params: { open: 'true' } });
    const subscribe = screen.getByRole<HTMLButtonElement>('button', { name: 'Iscriviti' });
    expect(subscribe.disabled).toBe(true);
    await fillForm(user, 'giulia@');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(subscribe.disabled).toBe(true);
    await user.clear(textbox('Email'));
    await fill(user, textbox('Email'), 'giulia@example.it');
    await waitFor(() => expect(subscribe.disabled).toBe(false));
    fireEvent.click(screen.getByRole('checkbox'));
    expect(subscribe.disabled).toBe(true);
    expect(await screen.findByText('Devi accettare la privacy policy per procedere')).toBeTruthy();
  });

  it.each([
    ['subscribes, says so and closes', 'SUBSCRIBED', { title: 'Iscrizione completata', message: 'Ti sei iscritto alla nostra newsletter!' }],
    [
      'asks a shopper whose confirmation link is on its way to open the e-mail, and closes',
      'NOT_ACTIVE',
      { title: 'Conferma la tua iscrizione', message: 'Ti abbiamo inviato un’email: apri il link che contiene per completare l’iscrizione alla newsletter.' },
    ],
  ])('%s', async (_name, status, toast) => {
    const calls = fakeApi({ updateNewsletterSubscription: () => ({ status }) });
    const user = userEvent.setup();
    const { published } = renderFragment(NewsletterModal, { params: { open: 'true' } });
    await fillForm(user);
    fireEvent.click(screen.getByRole('checkbox'));
    await subscribe();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // No captcha by default: no token is sent.
    expect(calls('updateNewsletterSubscription')[0]).toEqual([{ email: 'giulia@example.it', name: 'Giulia', lastName: 'Rossi' }]);
    expect(published.map((event) => event.payload)).toContainEqual({ v: 1, notification: { type: 'success', ...toast } });
  });

  it('tells an already subscribed shopper to write to the address of the content blocks, and stays open', async () => {
    fakeApi({
      updateNewsletterSubscription: () => null,
      cmsBlocks: () => ({
        items: [
          { identifier: 'pre-header-it', title: '', content: '', image: null, text: null, links: [], social: [], contact: { email: 'aiuto@negozio.example', phone: '02 1' } },
        ],
      }),
    });
    const user = userEvent.setup();
    const { published, client } = renderFragment(NewsletterModal, { params: { open: 'true' } });
    // The blocks arrive long before a shopper has typed three fields: wait until they are cached,
    // then let react-query's zero-delay batch re-render the modal with them.
    await waitFor(() => expect(client.getQueryCache().findAll({ queryKey: ['content', 'blocks'] })[0]?.state.status).toBe('success'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await fillForm(user);
    fireEvent.click(screen.getByRole('checkbox'));
    await subscribe();
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0].payload).toMatchObject({
      notification: { type: 'danger', title: 'Errore di iscrizione', message: 'Sei già iscritto alla newsletter. Per assistenza contattaci a aiuto@negozio.example!' },
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reports a failure when the API refuses', async () => {
    fakeApi({
      updateNewsletterSubscription: () => {
        throw apiError(429, 'Troppi tentativi');
      },
    });
    const user = userEvent.setup();
    const { published } = renderFragment(NewsletterModal, { params: { open: 'true' } });
    await fillForm(user);
    fireEvent.click(screen.getByRole('checkbox'));
    await subscribe();
    await waitFor(() => expect(published).toHaveLength(1));
    // Without the blocks, {email} is the configured address.
    expect(published[0].payload).toMatchObject({ notification: { message: expect.stringMatching(/^Siamo spiacenti.*assistenza@bottega\.example!$/) } });
  });

  it('stays closed when mounted without a command, and opens on the bus event', async () => {
    fakeApi({});
    const { bus } = renderFragment(NewsletterModal);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.publish(contentOpenNewsletter()));
    expect(await screen.findByRole('dialog', { name: 'Iscriviti alla newsletter' })).toBeTruthy();
  });
});
