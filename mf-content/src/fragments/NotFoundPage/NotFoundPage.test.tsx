import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFragment } from '@bottega/test-kit/render';
import { NotFoundPage } from './NotFoundPage';

describe('not-found page', () => {
  it('says the page is missing, why it may be, and leads home or to contact us', async () => {
    const user = userEvent.setup({ delay: null });
    const { props } = renderFragment(NotFoundPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Ops!' })).toBeTruthy();
    expect(screen.getByText('La pagina che stavi cercando non è stata trovata')).toBeTruthy();
    expect(screen.getByText(/errore di battitura/)).toBeTruthy();
    expect(screen.getByText(/vecchio o non più valido/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Vai alla homepage' }));
    await user.click(screen.getByRole('link', { name: 'Contattaci' }));
    expect(props.navigate).toHaveBeenNthCalledWith(1, '/it');
    expect(props.navigate).toHaveBeenNthCalledWith(2, '/it/contact-us');
  });
});
