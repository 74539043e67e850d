import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Bus, NavigateOptions } from '@bottega/event-bus';

export type ShellNavigate = (to: string, options?: NavigateOptions) => void;

/**
 * How fragments move the shopper, by their `navigate` prop or by `shell:navigate` on the bus. A
 * redirect asks to replace the current history entry, so Back does not land on it and bounce again.
 */
export function useShellNavigate(bus: Bus): ShellNavigate {
  const routerNavigate = useNavigate();
  const navigate = useCallback<ShellNavigate>((to, options) => void routerNavigate(to, { replace: options?.replace === true }), [routerNavigate]);

  useEffect(() => {
    const subscription = bus.on('shell:navigate').subscribe(({ to, replace }) => navigate(to, { replace }));
    return () => subscription.unsubscribe();
  }, [bus, navigate]);

  return navigate;
}
