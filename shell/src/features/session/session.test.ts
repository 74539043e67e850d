import Cookies from 'js-cookie';
import { createBus, type Bus, type EventName } from '@bottega/browser-contract';
import { checkSessionOnNavigation, hasCustomerSession, SESSION_MARKER_KEY, watchSession } from './session';

const now = Date.UTC(2026, 10, 22, 8, 0, 0);
const seconds = (offset: number) => String(now / 1000 + offset);

function setup() {
  const bus = createBus(new EventTarget());
  const heard: Array<{ name: EventName; payload: unknown }> = [];
  for (const name of ['shell:notify', 'account:changed'] as const) bus.on(name).subscribe((payload) => heard.push({ name, payload }));
  const api = { call: jest.fn().mockResolvedValue({ result: true }) };
  const check = () => checkSessionOnNavigation({ bus, api: () => Promise.resolve(api), now: () => now });
  return { bus, heard, api, check };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const clearCookies = () => ['customer_expires', 'cart', 'segments'].forEach((name) => Cookies.remove(name, { path: '/' }));

describe('checkSessionOnNavigation', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('leaves a valid session alone and remembers its expiry', () => {
    const { check, heard, api } = setup();
    Cookies.set('customer_expires', seconds(3600), { path: '/' });
    Cookies.set('cart', 'cart-1', { path: '/' });
    expect(check()).toBe('active');
    expect(Cookies.get('cart')).toBe('cart-1');
    expect(heard).toEqual([]);
    expect(api.call).not.toHaveBeenCalled();
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBe(seconds(3600));
  });

  it('does nothing for a guest who never logged in', () => {
    const { check, heard } = setup();
    Cookies.set('cart', 'guest-cart', { path: '/' });
    expect(check()).toBe('guest');
    expect(Cookies.get('cart')).toBe('guest-cart');
    expect(heard).toEqual([]);
  });

  it('ends a session whose expiry has passed: cookies removed, token revoked, shopper warned once, teams told', async () => {
    const { check, heard, api } = setup();
    Cookies.set('customer_expires', seconds(-1), { path: '/' });
    Cookies.set('cart', 'cart-1', { path: '/' });
    Cookies.set('segments', 'vip', { path: '/' });
    expect(check()).toBe('expired');
    expect([Cookies.get('customer_expires'), Cookies.get('cart'), Cookies.get('segments')]).toEqual([undefined, undefined, undefined]);
    await flush();
    expect(api.call).toHaveBeenCalledWith('commerce', 'revokeCustomerToken');
    expect(heard).toEqual([
      { name: 'shell:notify', payload: { v: 1, notification: { type: 'warning', message: 'Non sei autorizzato, effettua l’accesso.', persist: false } } },
      { name: 'account:changed', payload: { v: 1, loggedIn: false } },
    ]);
    expect(check()).toBe('guest');
    expect(heard).toHaveLength(2);
  });

  it('ends a session whose expiry cannot be read', () => {
    const { check } = setup();
    Cookies.set('customer_expires', 'mercoledì', { path: '/' });
    expect(check()).toBe('expired');
    expect(Cookies.get('customer_expires')).toBeUndefined();
  });

  it('ends a session whose expiry cookie vanished once the remembered expiry passed', () => {
    const { check } = setup();
    localStorage.setItem(SESSION_MARKER_KEY, seconds(-10));
    Cookies.set('cart', 'cart-1', { path: '/' });
    expect(check()).toBe('expired');
    expect(Cookies.get('cart')).toBeUndefined();
  });

  it('ignores an unreadable remembered expiry', () => {
    const { check } = setup();
    localStorage.setItem(SESSION_MARKER_KEY, '{broken');
    expect(check()).toBe('guest');
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBeNull();
  });

  it('still logs the shopper out when the API cannot revoke the token', async () => {
    const { check, api, heard } = setup();
    api.call.mockRejectedValue(new Error('offline'));
    Cookies.set('customer_expires', seconds(-1), { path: '/' });
    expect(check()).toBe('expired');
    await flush();
    expect(api.call).toHaveBeenCalled();
    expect(heard.map((event) => event.name)).toEqual(['shell:notify', 'account:changed']);
  });
});

describe('watchSession', () => {
  let bus: Bus;
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    bus = createBus(new EventTarget());
  });

  it('forgets the session on a deliberate logout, so it is never reported as expired later', () => {
    localStorage.setItem(SESSION_MARKER_KEY, seconds(600));
    const stop = watchSession(bus);
    bus.publish({ name: 'account:changed', payload: { v: 1, loggedIn: false } });
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBeNull();
    stop();
  });

  it('remembers the expiry of a login made without navigating', () => {
    const stop = watchSession(bus);
    Cookies.set('customer_expires', seconds(3600), { path: '/' });
    bus.publish({ name: 'account:changed', payload: { v: 1, loggedIn: true } });
    expect(localStorage.getItem(SESSION_MARKER_KEY)).toBe(seconds(3600));
    stop();
  });
});

describe('hasCustomerSession', () => {
  afterEach(clearCookies);

  it('lets a shopper with an unexpired session into the account area', () => {
    Cookies.set('customer_expires', seconds(60), { path: '/' });
    expect(hasCustomerSession(now)).toBe(true);
  });

  it('keeps out a guest and a shopper whose session expired', () => {
    expect(hasCustomerSession(now)).toBe(false);
    Cookies.set('customer_expires', seconds(-60), { path: '/' });
    expect(hasCustomerSession(now)).toBe(false);
  });
});
