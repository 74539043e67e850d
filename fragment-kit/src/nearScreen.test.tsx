import { act, renderHook } from '@testing-library/react';
import { useShouldHydrate } from './nearScreen';

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
    expect(renderHook(() => useShouldHydrate(document.createElement('div'), false)).result.current).toBe(true);
  });

  it('for a slot the server drew, only once it comes near the screen', () => {
    const element = document.createElement('div');
    const { result } = renderHook(() => useShouldHydrate(element, true));
    expect(result.current).toBe(false);
    act(() => observed[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(result.current).toBe(false);
    act(() => observed[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(result.current).toBe(true);
  });
});

describe('a slot that hydrates on intent', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])('loads its code on %s inside it, and not before', (type) => {
    const element = document.createElement('div');
    element.append(document.createElement('a'));
    document.body.append(element);
    const { result } = renderHook(() => useShouldHydrate(element, true, 'intent'));
    expect(result.current).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(result.current).toBe(false);
    act(() => element.firstElementChild!.dispatchEvent(new Event(type, { bubbles: true })));
    expect(result.current).toBe(true);
    element.remove();
  });

  it('at once when focus is already inside it', () => {
    const element = document.createElement('div');
    const link = document.createElement('a');
    link.href = '#';
    element.append(link);
    document.body.append(element);
    link.focus();
    const { result } = renderHook(() => useShouldHydrate(element, true, 'intent'));
    expect(result.current).toBe(true);
    element.remove();
  });

  it('at once when the page holds a press on one of its buttons, made before the shell had started', () => {
    const element = document.createElement('div');
    const button = document.createElement('button');
    element.append(button);
    document.body.append(element);
    window.__bottegaEarlyClicks = [button];
    const { result } = renderHook(() => useShouldHydrate(element, true, 'intent'));
    expect(result.current).toBe(true);
    expect(renderHook(() => useShouldHydrate(document.createElement('div'), true, 'intent')).result.current).toBe(false);
    delete window.__bottegaEarlyClicks;
    element.remove();
  });

  it('at once for a slot the browser draws itself', () => {
    expect(renderHook(() => useShouldHydrate(document.createElement('div'), false, 'intent')).result.current).toBe(true);
  });
});
