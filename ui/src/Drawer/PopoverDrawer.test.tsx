import { act, render, screen } from '@testing-library/react';
import { PopoverDrawer } from './PopoverDrawer';

/** What the browser dispatches when it opens or closes a popover (jsdom has no ToggleEvent). */
const toggle = (element: Element, newState: 'open' | 'closed') => act(() => void element.dispatchEvent(Object.assign(new Event('toggle'), { newState, oldState: '' })));

function Menu({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button type="button" popoverTarget="menu">
        Menu
      </button>
      <PopoverDrawer id="menu" title="Menu" onOpenChange={onOpenChange} footer={<a href="/it/cart">Carrello</a>}>
        <a href="/it/c/uomo">Uomo</a>
      </PopoverDrawer>
    </>
  );
}

describe('PopoverDrawer', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('is in the page, closed, as a popover its opener and its close button name', () => {
    render(<Menu />);
    const panel = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('popovertarget')).toBe('menu');
    const close = screen.getByRole('button', { name: 'Chiudi', hidden: true });
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual(['menu', 'hide']);
  });

  // Giving the focus back to the opener on close is the browser's (popover): the e2e shows it.
  it('once open, takes the focus and locks the page; unlocks it when closed', () => {
    const onOpenChange = jest.fn();
    render(<Menu onOpenChange={onOpenChange} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    const panel = screen.getByRole('dialog', { name: 'Menu', hidden: true });
    toggle(panel, 'open');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chiudi', hidden: true }));
    expect(document.body.style.overflow).toBe('hidden');
    toggle(panel, 'closed');
    expect(document.body.style.overflow).toBe('');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('as an aside, is the landmark named by its title, with the title bar and footer marked for a docked column to hide', () => {
    render(
      <PopoverDrawer id="filters" as="aside" title="Filtri" footer={<span>Mostra</span>}>
        <p>Colore</p>
      </PopoverDrawer>,
    );
    const panel = screen.getByRole('complementary', { name: 'Filtri', hidden: true });
    expect(panel.querySelectorAll('[data-drawer-chrome]')).toHaveLength(2);
  });
});
