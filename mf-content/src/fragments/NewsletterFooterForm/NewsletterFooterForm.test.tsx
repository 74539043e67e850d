import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { NewsletterModal } from '../NewsletterModal/NewsletterModal';
import { NewsletterFooterForm } from './NewsletterFooterForm';

describe('footer newsletter box', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('checks the address loosely and hands it to the modal it opens', async () => {
    fakeApi({});
    const { published, bus } = renderFragment(NewsletterFooterForm);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Il tuo indirizzo email' });
    fireEvent.change(box, { target: { value: 'giulia@negozio' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Inserisci un indirizzo email valido');
    expect(published).toHaveLength(0);

    fireEvent.change(box, { target: { value: 'g@n.it' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Continua' }));
    await waitFor(() => expect(published.map((event) => event.name)).toEqual(['content:open-newsletter']));
    expect(box.value).toBe('');

    // The shell mounts the modal because of that command: it opens with the address filled in.
    await act(async () => {
      renderFragment(NewsletterModal, { bus, params: { open: 'true' } });
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('g@n.it');
  });
});
