import { act, renderHook } from '@testing-library/react';
import { useAwake } from './useAwake';

describe('when a slot loads its code', () => {
  let observed: Array<{ element: Element; callback: IntersectionObserverCallback }>;
  beforeEach(() => {
    observed = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    };
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('at once for a slot the browser draws itself', () => {
    expect(renderHook(() => useAwake(document.createElement('div'), false)).result.current).toBe(true);
  });

  it('for a slot the server drew, only once it comes near the screen', () => {
    const element = document.createElement('div');
    const { result } = renderHook(() => useAwake(element, true));
    expect(result.current).toBe(false);
    act(() => observed[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(result.current).toBe(false);
    act(() => observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(result.current).toBe(true);
  });
});
