import { fakeApi, renderFragment } from '@bottega/tooling/testing/render';
import { fireEvent, screen } from '@testing-library/react';
import { MobileMenu } from './MobileMenu';

const menu = {
  uid: 'mainmenu',
  items: [
    { uid: 'uomo', label: 'Uomo', link: '/it/c/uomo', children: [{ uid: 'uomo-maglioni', label: 'Maglioni', link: '/it/c/uomo-maglioni', children: [] }] },
    { uid: 'outlet', label: 'Outlet', link: '/it/c/outlet', children: [] },
  ],
};

beforeEach(() => fakeApi({ menu: () => menu }));

describe('the mobile menu', () => {
  it('opens an item with children as an accordion', async () => {
    renderFragment(MobileMenu);
    const uomo = await screen.findByRole('button', { name: 'Uomo' });
    expect(uomo.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Maglioni' })).toBeNull();
    fireEvent.click(uomo);
    expect(uomo.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Maglioni' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutto Uomo' }).getAttribute('href')).toBe('/it/c/uomo');
  });

  it('links an item without children directly and asks the shell to close the panel', async () => {
    const { props, heard } = renderFragment(MobileMenu);
    fireEvent.click(await screen.findByRole('link', { name: 'Outlet' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/c/outlet');
    expect(heard('shell:close-mobile-menu')).toHaveLength(1);
  });
});
