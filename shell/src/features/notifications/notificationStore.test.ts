import Cookies from 'js-cookie';
import { createNotificationStore, storeMessageCookie, takeMessageCookie } from './notificationStore';

const messages = (store: ReturnType<typeof createNotificationStore>) => store.getSnapshot().map((toast) => toast.message);

describe('the notification store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('dismisses a notification by itself after 3 seconds', () => {
    const store = createNotificationStore();
    store.show({ type: 'success', message: 'Aggiunto al carrello' });
    jest.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(['Aggiunto al carrello']);
    jest.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a persistent notification until it is closed', () => {
    const store = createNotificationStore();
    store.show({ type: 'danger', message: 'Pagamento non riuscito', persist: true });
    jest.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['Pagamento non riuscito']);
    store.dismiss(store.getSnapshot()[0].id);
    expect(messages(store)).toEqual([]);
  });

  it('shows a repeated message once and keeps the three newest', () => {
    const store = createNotificationStore();
    for (const message of ['uno', 'due', 'due', 'tre', 'quattro']) store.show({ type: 'info', message });
    expect(messages(store)).toEqual(['due', 'tre', 'quattro']);
  });

  it('lets a message appear again once its toast is gone', () => {
    const store = createNotificationStore();
    store.show({ type: 'info', message: 'Ciao' });
    jest.advanceTimersByTime(3000);
    store.show({ type: 'info', message: 'Ciao' });
    expect(messages(store)).toEqual(['Ciao']);
  });

  it('keeps every toast while held and restarts the countdown on release', () => {
    const store = createNotificationStore();
    store.show({ type: 'info', message: 'Ciao' });
    store.hold();
    jest.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual(['Ciao']);
    store.release();
    jest.advanceTimersByTime(3000);
    expect(messages(store)).toEqual([]);
  });

  it('tells its subscribers about each change', () => {
    const store = createNotificationStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show({ type: 'info', message: 'Ciao' });
    store.show({ type: 'info', message: 'Ciao' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the message cookie', () => {
  afterEach(() => Cookies.remove('message', { path: '/' }));

  it('becomes a notification once, then is gone', () => {
    storeMessageCookie({ type: 'warning', message: 'Non sei autorizzato, effettua l’accesso.' });
    expect(takeMessageCookie()).toEqual({ type: 'warning', message: 'Non sei autorizzato, effettua l’accesso.' });
    expect(Cookies.get('message')).toBeUndefined();
    expect(takeMessageCookie()).toBeNull();
  });

  it('is removed safely when malformed', () => {
    document.cookie = 'message=%7Bnot-json; path=/';
    expect(takeMessageCookie()).toBeNull();
    expect(Cookies.get('message')).toBeUndefined();
  });
});
