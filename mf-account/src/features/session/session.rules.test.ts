import { isLoggedIn } from './session.rules';

describe('isLoggedIn', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('is true while the expiry in seconds lies in the future', () => {
    expect(isLoggedIn(String(now / 1000 + 60), now)).toBe(true);
  });
  it('is false once the expiry has passed', () => {
    expect(isLoggedIn(String(now / 1000 - 1), now)).toBe(false);
  });
  it('is false without the cookie or with an unreadable one', () => {
    expect(isLoggedIn(undefined, now)).toBe(false);
    expect(isLoggedIn('domani', now)).toBe(false);
  });
});
