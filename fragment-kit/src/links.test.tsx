import { fireEvent, render, screen } from '@testing-library/react';
import { isPlainClick, onPlainClick } from './links';

describe('a click the shop takes over', () => {
  it('is a plain left click not handled yet, never one meant for a new tab or window', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(click)).toBe(true);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe('a link a script does better', () => {
  it('runs its action on a plain click instead of following the link, and lets the browser have any other', () => {
    const action = jest.fn();
    render(
      <a href="/it/wishlist" onClick={onPlainClick(action)}>
        La mia lista dei desideri
      </a>,
    );
    const link = screen.getByRole('link');
    expect(fireEvent.click(link)).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
  });
});
