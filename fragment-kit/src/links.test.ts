import { isPlainClick } from './links';

describe('a click the shop takes over', () => {
  it('is a plain left click not handled yet, never one meant for a new tab or window', () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
    expect(isPlainClick(click)).toBe(true);
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey', 'defaultPrevented'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});
