import { headerScrollAt, shouldScrollToTop } from './scroll.rules';

describe('headerScrollAt', () => {
  it.each([
    [0, false, false],
    [20, false, false],
    [21, true, false],
    [30, true, false],
    [31, true, true],
    [900, true, true],
  ])('at %i px the header is sticky=%p with shadow=%p', (y, sticky, shadow) => {
    expect(headerScrollAt(y)).toEqual({ sticky, shadow });
  });
});

describe('shouldScrollToTop', () => {
  it('goes back to the top when the path changes', () => {
    expect(shouldScrollToTop({ pathname: '/it/c/uomo' }, { pathname: '/it/p/maglione-1' })).toBe(true);
  });
  it('stays put when only the query changes on the same path', () => {
    expect(shouldScrollToTop({ pathname: '/it/c/uomo' }, { pathname: '/it/c/uomo' })).toBe(false);
  });
  it('leaves a link to an anchor to the browser', () => {
    expect(shouldScrollToTop({ pathname: '/it' }, { pathname: '/it/Page', hash: '#resi' })).toBe(false);
  });
  it('does nothing on the first page load', () => {
    expect(shouldScrollToTop(null, { pathname: '/it' })).toBe(false);
  });
});
