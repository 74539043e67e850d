import { addToast, parseMessageCookie, removeToast, roleFor, type Toast } from './notifications.rules';

const toast = (id: string, message = `messaggio ${id}`): Toast => ({ id, type: 'info', message });

describe('addToast', () => {
  it('appends a new message', () => {
    expect(addToast([toast('a')], toast('b')).map((t) => t.id)).toEqual(['a', 'b']);
  });

  it('does not show the same message twice', () => {
    const shown = [toast('a', 'Aggiunto al carrello')];
    expect(addToast(shown, toast('b', 'Aggiunto al carrello'))).toBe(shown);
  });

  it('drops the oldest of four notifications', () => {
    const shown = [toast('a'), toast('b'), toast('c')];
    expect(addToast(shown, toast('d')).map((t) => t.id)).toEqual(['b', 'c', 'd']);
  });
});

describe('removeToast', () => {
  it('removes the dismissed notification only', () => {
    expect(removeToast([toast('a'), toast('b')], 'a').map((t) => t.id)).toEqual(['b']);
  });
  it('keeps the same list when the notification is already gone', () => {
    const shown = [toast('a')];
    expect(removeToast(shown, 'z')).toBe(shown);
  });
});

describe('roleFor', () => {
  it('interrupts for errors and waits politely otherwise', () => {
    expect(roleFor({ type: 'danger', message: 'x' })).toBe('alert');
    expect(roleFor({ type: 'warning', message: 'x' })).toBe('status');
  });
});

describe('parseMessageCookie', () => {
  it('reads a well-formed cookie', () => {
    const raw = JSON.stringify({ message: 'Ordine inviato', type: 'success', title: 'Grazie', icon: 'check', persist: true });
    expect(parseMessageCookie(raw)).toEqual({ message: 'Ordine inviato', type: 'success', title: 'Grazie', icon: 'check', persist: true });
  });

  it('treats a missing type as information and a textual persist flag as a boolean', () => {
    expect(parseMessageCookie('{"message":"Ciao","persist":"false"}')).toEqual({ message: 'Ciao', type: 'info', persist: false });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', '{message:'],
    ['JSON but not an object', '"ciao"'],
    ['without a message', '{"type":"info"}'],
    ['with a blank message', '{"message":"  "}'],
    ['with an unknown type', '{"message":"Ciao","type":"fatal"}'],
    ['null', 'null'],
  ])('ignores a cookie that is %s', (_case, raw) => {
    expect(parseMessageCookie(raw)).toBeNull();
  });
});
