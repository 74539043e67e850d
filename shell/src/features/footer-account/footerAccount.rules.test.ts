import { isPlainClick, ordersAction } from './footerAccount.rules';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it('takes over a plain left click', () => {
    expect(isPlainClick(click)).toBe(true);
  });
  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves a click with %s to the browser', (key) => {
    expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
  it('leaves a middle click to the browser', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  });
});

describe('ordersAction', () => {
  it('goes to the order history when logged in and asks a guest to log in', () => {
    expect(ordersAction(true)).toBe('navigate');
    expect(ordersAction(false)).toBe('login');
  });
});
