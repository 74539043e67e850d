import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
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
  it('opens an item with children as an accordion, by the browser alone (<details>)', async () => {
    renderFragment(MobileMenu);
    const uomo = (await screen.findByText('Uomo')).closest('summary')!;
    const section = uomo.closest('details')!;
    expect(section.open).toBe(false);
    expect(section.contains(screen.getByRole('link', { name: 'Maglioni' }))).toBe(true);
    fireEvent.click(uomo);
    expect(section.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Tutto Uomo' }).getAttribute('href')).toBe('/it/c/uomo');
  });

  it('links an item without children directly and asks the shell to close the panel', async () => {
    const { props, heard } = renderFragment(MobileMenu);
    fireEvent.click(await screen.findByRole('link', { name: 'Outlet' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/c/outlet');
    expect(heard('shell:close-mobile-menu')).toHaveLength(1);
  });

  it('says when the menu cannot be loaded, and asks again on request', async () => {
    let answers = 0;
    const calls = fakeApi({
      menu: () => {
        answers += 1;
        if (answers === 1) throw apiError(500);
        return menu;
      },
    });
    renderFragment(MobileMenu);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Non è stato possibile caricare il menu.');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(calls('menu')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect((await screen.findByText('Uomo')).closest('summary')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu categorie' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls('menu')).toHaveLength(2);
  });
});
