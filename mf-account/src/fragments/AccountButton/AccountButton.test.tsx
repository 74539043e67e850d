import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { accountChanged } from '@bottega/browser-contract';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { sessionExpiry } from '@bottega/test-kit/session';
import { AccountButton } from './AccountButton';

afterEach(() => Cookies.remove('customer_expires'));

describe('account button', () => {
  it('says Accedi to a guest: a link to the login page, which opens the login modal once its code runs', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { published, props } = renderFragment(AccountButton);
    const link = screen.getByRole('link', { name: 'Accedi' });
    expect(link.getAttribute('href')).toBe('/it/login');
    await user.click(link);
    expect(props.navigate).not.toHaveBeenCalled();
    expect(published.at(-1)).toEqual({ name: 'account:open-login', payload: { v: 1, mode: 'login', then: undefined } });
  });

  it('becomes a link to my-account once the shopper logs in', async () => {
    fakeApi({});
    const user = userEvent.setup();
    const { bus, props } = renderFragment(AccountButton);
    Cookies.set('customer_expires', sessionExpiry());
    act(() => bus.publish(accountChanged(true)));
    await user.click(screen.getByRole('link', { name: 'Il mio account' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/my-account');
  });
});
