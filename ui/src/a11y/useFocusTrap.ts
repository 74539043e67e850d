import { useLayoutEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside a container, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]'));
}

/** Active traps, innermost last: only the top one acts, so a modal opened over a drawer wins. */
const traps: HTMLElement[] = [];

export interface FocusTrapOptions {
  /** Receives focus on activation; otherwise the first tabbable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before activation (default true). */
  returnFocus?: boolean;
  /** Escape anywhere while this trap is the top one, even once the focused element is removed and focus fell to the body. */
  onEscape?: () => void;
}

/**
 * Keeps keyboard focus inside `ref` while `active` (Tab wraps, focus that escapes is brought back) and returns
 * it to the opener after. The container needs tabIndex={-1} to hold focus when it has nothing tabbable.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}) {
  const { initialFocus, returnFocus = true } = options;
  const escape = useRef(options.onEscape);
  escape.current = options.onEscape;

  // A layout effect: the trap holds from the dialog's first paint, so a key pressed at once is not lost.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const isTop = () => traps[traps.length - 1] === container;
    const focusFirst = () => (tabbableIn(container)[0] ?? container).focus();

    traps.push(container);
    if (initialFocus?.current) initialFocus.current.focus();
    else focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTop() && escape.current) {
        // Only the top dialog closes: a modal opened over a drawer leaves the drawer open.
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab' || !isTop()) return;
      const items = tabbableIn(container);
      const current = document.activeElement;
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const outside = !container.contains(current) || current === container;
      if (event.shiftKey && (current === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !container.contains(event.target)) focusFirst();
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(container), 1);
      if (returnFocus && opener?.isConnected) opener.focus();
    };
  }, [ref, active, initialFocus, returnFocus]);
}
