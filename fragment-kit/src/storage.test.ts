import { browserStorage } from './storage';

describe('the browser storage a team reads', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is the browser’s own when it allows site data', () => {
    expect(browserStorage('localStorage')).toBe(window.localStorage);
    expect(browserStorage('sessionStorage')).toBe(window.sessionStorage);
  });

  it('is kept in memory for the page when the browser refuses site data, and works as one', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const storage = browserStorage('localStorage');
    storage.setItem('step', 'shipping');
    storage.setItem('other', '1');
    expect([storage.getItem('step'), storage.getItem('nothing'), storage.length, storage.key(1)]).toEqual(['shipping', null, 2, 'other']);
    storage.removeItem('other');
    storage.clear();
    expect(storage.length).toBe(0);
    // The same for every part of the page that asks.
    storage.setItem('kept', 'yes');
    expect(browserStorage('localStorage').getItem('kept')).toBe('yes');
  });
});
