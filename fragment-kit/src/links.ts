import type { MouseEvent } from 'react';

interface Click {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A click the browser should handle itself has a modifier key, another button, or was handled already. */
export const isPlainClick = (event: Click) => !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Links stay real `<a href>` (new tab, copy, work before the code loads); a plain click goes to the shell's router
 * instead of reloading the page. */
export const followLink = (navigate: (to: string) => void, after?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  const { target } = event.currentTarget;
  if (!isPlainClick(event) || (target && target !== '_self')) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
  after?.();
};

/** A link a script does better (a drawer, a modal): a plain click runs `action`, while a new tab, a copied address
 * or a press before the code has loaded follows the link. */
export const onPlainClick = (action: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  action();
};
