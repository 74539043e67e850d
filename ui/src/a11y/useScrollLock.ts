import { useEffect } from 'react';

/** Open locks across the page: a modal over a drawer must not unlock the page when it closes. */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

/** Stops the page behind an overlay from scrolling, padding for the scrollbar so it does not jump; the last release restores the body's styles. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `calc(${getComputedStyle(body).paddingRight} + ${scrollbar}px)`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        saved = null;
      }
    };
  }, [active]);
}
