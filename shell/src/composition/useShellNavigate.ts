import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Bus, NavigateOptions } from '@bottega/browser-contract';
import { shopPath } from '@bottega/api-contract';
import { matchRoute } from '../routes/table';

export type ShellNavigate = (to: string, options?: NavigateOptions) => void;

/** How fragments navigate (`navigate` prop or `shell:navigate`); a redirect replaces the history entry so Back does not
 * bounce. Stable, unlike `useNavigate` outside a data router, since a new prop would update every slot. */
export function useShellNavigate(bus: Bus): ShellNavigate {
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  });
  const navigate = useCallback<ShellNavigate>((to, options) => {
    // A fragment's target may come from data (a CMS link, a resolver's redirect, a return path):
    // only a path of the shop (the rule every Location and href obeys) that is a page of the route
    // table (under /it, or the few kept outside it such as /privacy) is followed.
    const path = shopPath(to);
    if (path === null || !matchRoute(new URL(path, 'http://shop.invalid').pathname)) {
      console.warn('[shell] navigation refused: not a path of the shop', JSON.stringify(to));
      return;
    }
    latest.current(path, { replace: options?.replace === true });
  }, []);

  useEffect(() => {
    const subscription = bus.on('shell:navigate').subscribe(({ to, replace }) => navigate(to, { replace }));
    return () => subscription.unsubscribe();
  }, [bus, navigate]);

  return navigate;
}
