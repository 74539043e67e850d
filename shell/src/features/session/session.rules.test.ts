import { readExpiry, sessionState } from './session.rules';

const now = Date.UTC(2026, 10, 22, 8, 0, 0);
const inSeconds = (offset: number) => now / 1000 + offset;

describe('readExpiry', () => {
  it('reads unix seconds', () => {
    expect(readExpiry('1795000000')).toBe(1795000000);
  });
  it.each([undefined, null, '', 'domani', '12.5', '-3', '0', '1e9', '9999999999999'])('cannot read %p', (raw) => {
    expect(readExpiry(raw)).toBeNull();
  });
});

describe('sessionState', () => {
  it('is active while the expiry lies in the future', () => {
    expect(sessionState(String(inSeconds(60)), null, now)).toBe('active');
  });

  it('has expired once the expiry is past, even by a second', () => {
    expect(sessionState(String(inSeconds(-1)), inSeconds(-1), now)).toBe('expired');
  });

  it('has expired when the expiry cannot be read', () => {
    expect(sessionState('not-a-date', null, now)).toBe('expired');
  });

  it('has expired when the expiry cookie vanished after the remembered expiry passed', () => {
    expect(sessionState(undefined, inSeconds(-5), now)).toBe('expired');
  });

  it('is a guest after a logout before the expiry, or without any session seen', () => {
    expect(sessionState(undefined, inSeconds(600), now)).toBe('guest');
    expect(sessionState(undefined, null, now)).toBe('guest');
  });
});
