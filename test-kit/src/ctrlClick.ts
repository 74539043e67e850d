import { fireEvent } from '@testing-library/react';

/** Ctrl-clicks `element` and tells whether the page took the click over (jsdom cannot open a tab); undefined if it never reached the document. */
export function ctrlClickTakenOver(element: Element): boolean | undefined {
  let takenOver: boolean | undefined;
  const watch = (event: MouseEvent) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', watch);
  fireEvent.click(element, { ctrlKey: true });
  document.removeEventListener('click', watch);
  return takenOver;
}
