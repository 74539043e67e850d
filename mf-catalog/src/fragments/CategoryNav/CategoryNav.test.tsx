import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { fireEvent, screen } from '@testing-library/react';
import { CategoryNav } from './CategoryNav';

beforeEach(() =>
  fakeApi({
    menu: () => ({
      uid: 'mainmenu',
      items: [{ uid: 'donna', label: 'Donna', link: '/it/c/donna', children: [{ uid: 'donna-abiti', label: 'Abiti', link: '/it/c/donna-abiti', children: [] }] }],
    }),
  }),
);

/** Whether the disclosure (`<details>`) of this `<summary>` is open. */
const opened = (toggle: HTMLElement) => (toggle.closest('details') as HTMLDetailsElement).open;

describe('the desktop navigation', () => {
  it('opens on hover, stays open when the hovered toggle is clicked, closes on the next click', async () => {
    renderFragment(CategoryNav);
    const toggle = await screen.findByLabelText('Apri Donna');
    fireEvent.mouseEnter(toggle.closest('li')!);
    expect(opened(toggle)).toBe(true);
    fireEvent.click(toggle);
    expect(opened(toggle)).toBe(true);
    fireEvent.mouseLeave(toggle.closest('li')!);
    expect(opened(toggle)).toBe(true);
    fireEvent.click(toggle);
    expect(opened(toggle)).toBe(false);
  });

  it('closes a hover-opened panel when the pointer leaves', async () => {
    renderFragment(CategoryNav);
    const toggle = await screen.findByLabelText('Apri Donna');
    fireEvent.mouseEnter(toggle.closest('li')!);
    fireEvent.mouseLeave(toggle.closest('li')!);
    expect(opened(toggle)).toBe(false);
  });

  it('opens a category panel from its toggle and closes it with Escape, back on the toggle', async () => {
    const { props } = renderFragment(CategoryNav);
    const toggle = await screen.findByLabelText('Apri Donna');
    fireEvent.click(toggle);
    expect(opened(toggle)).toBe(true);
    const abiti = screen.getByRole('link', { name: 'Abiti' });
    fireEvent.keyDown(abiti, { key: 'Escape' });
    expect(opened(toggle)).toBe(false);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Donna' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/c/donna');
  });
});
