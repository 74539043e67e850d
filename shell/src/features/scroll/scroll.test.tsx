import { act, renderHook } from '@testing-library/react';
import { useHeaderScroll } from './useHeaderScroll';
import { useScrollToTop } from './useScrollToTop';

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const pending = frames;
  frames = [];
  pending.forEach((callback) => callback(0));
};

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useHeaderScroll', () => {
  beforeEach(() => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    frames = [];
    scrollTo(0);
  });

  it('makes the header sticky after 20 px and adds the shadow after 30 px', () => {
    const { result } = renderHook(() => useHeaderScroll());
    expect(result.current).toEqual({ sticky: false, shadow: false });
    act(() => {
      scrollTo(25);
      nextFrame();
    });
    expect(result.current).toEqual({ sticky: true, shadow: false });
    act(() => {
      scrollTo(31);
      nextFrame();
    });
    expect(result.current).toEqual({ sticky: true, shadow: true });
    act(() => {
      scrollTo(0);
      nextFrame();
    });
    expect(result.current).toEqual({ sticky: false, shadow: false });
  });

  it('does not re-render while the flags stay the same', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useHeaderScroll();
    });
    const before = renders;
    act(() => {
      scrollTo(100);
      scrollTo(200);
      nextFrame();
      scrollTo(300);
      nextFrame();
    });
    expect(renders - before).toBe(1);
  });
});

describe('useScrollToTop', () => {
  it('scrolls to the top when the path changes, not when only the query does', () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook((location: { pathname: string; hash?: string }) => useScrollToTop(location), {
      initialProps: { pathname: '/it/c/uomo' },
    });
    expect(scroll).not.toHaveBeenCalled();
    rerender({ pathname: '/it/c/uomo' });
    expect(scroll).not.toHaveBeenCalled();
    rerender({ pathname: '/it/p/maglione-1' });
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scroll.mockRestore();
  });
});
