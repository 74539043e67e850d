import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createBus, type EventName } from '@bottega/browser-contract';
import { sessionExpiry } from '@bottega/test-kit/session';
import { isOrdersPath } from './ordersLink.rules';
import { useOrdersLinkForGuests } from './useOrdersLinkForGuests';

/** A page with the rule installed and links as fragments render them: plain anchors whose own click handler navigates. */
function pageWith(links: Array<{ href: string; target?: string }>) {
  const bus = createBus(new EventTarget());
  const heard: Array<{ name: EventName; payload: unknown }> = [];
  bus.on('account:open-login').subscribe((payload) => heard.push({ name: 'account:open-login', payload }));
  const navigate = jest.fn();
  function Page() {
    useOrdersLinkForGuests(bus);
    return (
      <div>
        {links.map(({ href, target }) => (
          <a
            key={href}
            href={href}
            target={target}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {href}
          </a>
        ))}
      </div>
    );
  }
  render(<Page />);
  return { heard, navigate };
}

describe('"I miei ordini" anywhere on the page', () => {
  afterEach(() => Cookies.remove('customer_expires', { path: '/' }));

  it.each(['/it/my-account/cronologia-ordini', '/it/MyAccount/OrderHistory', '/it/my-account/OrderHistory'])(
    'opens the login for a guest, then the order history (%s)',
    async (href) => {
      const { heard, navigate } = pageWith([{ href }]);
      await userEvent.click(screen.getByRole('link', { name: href }));
      expect(navigate).not.toHaveBeenCalled();
      expect(heard).toEqual([{ name: 'account:open-login', payload: { v: 1, mode: 'login', then: '/it/my-account/cronologia-ordini' } }]);
    },
  );

  it('lets a customer’s click go on to the link', async () => {
    Cookies.set('customer_expires', sessionExpiry(), { path: '/' });
    const { heard, navigate } = pageWith([{ href: '/it/my-account/cronologia-ordini' }]);
    await userEvent.click(screen.getByRole('link', { name: '/it/my-account/cronologia-ordini' }));
    expect(navigate).toHaveBeenCalledWith('/it/my-account/cronologia-ordini');
    expect(heard).toEqual([]);
  });

  it('leaves other links, new tabs and other sites alone', async () => {
    const { heard, navigate } = pageWith([
      { href: '/it/my-account' },
      { href: '/it/my-account/cronologia-ordini', target: '_blank' },
      { href: 'https://altro.example/it/my-account/cronologia-ordini' },
    ]);
    for (const link of screen.getAllByRole('link')) await userEvent.click(link);
    expect(navigate).toHaveBeenCalledTimes(3);
    expect(heard).toEqual([]);
  });
});

describe('the rules', () => {
  it('know every spelling of the order history and nothing else', () => {
    expect(['/it/my-account/cronologia-ordini', '/it/MyAccount/cronologia-ordini', '/it/my-account/OrderHistory/'].every(isOrdersPath)).toBe(true);
    expect(['/it/my-account', '/it/my-account/MyProfile', '/it/cronologia-ordini'].some(isOrdersPath)).toBe(false);
  });
});
