import type { MouseEvent } from 'react';
import { isPlainClick } from '../features/cms/cms.rules';

/** A real `<a href>` whose plain click stays inside the app through the shell's navigate. */
export const followLink = (navigate: (to: string) => void, then?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (!isPlainClick(event) || (event.currentTarget.target && event.currentTarget.target !== '_self')) return;
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href') ?? '/');
  then?.();
};
