import { fireEvent } from '@testing-library/react';

/**
 * Ctrl-clicks `element` (open in a new tab) and tells whether the page took the click over: the
 * click is seen after React's handlers, then stopped, as jsdom cannot open a tab. Undefined when
 * the click never reached the document.
 */
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
