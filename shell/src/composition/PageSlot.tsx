import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { EventName, SlotFunction } from '@bottega/browser-contract';
import { Slot, type HydrateWhen } from '@bottega/fragment-kit';
import { mountFragment, type MountedFragment, type SlotState } from './mountFragment';
import { fragmentProps } from './fragmentProps';
import { useShell } from './ShellContext';
import { SlotFallback } from './SlotFallback';
import { useHydrateOn } from './useHydrateOn';
import { progress } from '../features/progress';
import styles from './PageSlot.module.css';

export interface PageSlotProps {
  remote: string;
  fragment: string;
  params?: Record<string, string>;
  query?: string;
  /** What keeps the shop usable when the fragment cannot be shown (a plain link, a message…). */
  fallback?: ReactNode;
  /** Space reserved before the fragment arrives, so nothing shifts when it does. */
  reserve?: string;
  className?: string;
  /** When a slot the server rendered loads its code (useShouldHydrate): by default as it comes near the screen. */
  hydrate?: HydrateWhen;
  /** Bus events that make a slot still waiting load its code at once: news its fragment must show. */
  hydrateOn?: readonly EventName[];
}

/** A slot of the shell's layout: the kit's Slot (fragment-kit/src/Slot.tsx) with the shell's loader, fallback and
 * progress; it shows only its own fragment's failures (docs/architecture.md §2.6). */
export function PageSlot({ remote, fragment, params = {}, query = '', fallback, reserve, className, hydrate, hydrateOn }: PageSlotProps) {
  const services = useShell();
  const { pathname } = useLocation();
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const mounted = useRef<MountedFragment | null>(null);
  // The page's query and path as the mount reads them: a change is an update (below), not a new mount.
  const page = useRef({ query, pathname });
  page.current = { query, pathname };
  // The progress bar shows while any slot is loading; each slot reports under its own key.
  const progressKey = `${remote}/${fragment}#${useId()}`;
  const newsArrived = useHydrateOn(services.bus, hydrateOn);

  const mount = useCallback<SlotFunction>(
    (element, remoteName, fragmentName, given = {}, { ssr, onState } = {}) => {
      const propsOf = (next: Record<string, unknown>) => fragmentProps(services, next as Record<string, string>, page.current.query, page.current.pathname);
      progress.set(progressKey, true);
      const fragmentMount = mountFragment(element, remoteName, fragmentName, { ...propsOf(given), ssr }, services.bus, (next) => {
        setState(next);
        onState?.(next.status);
        if (next.status !== 'loading') progress.set(progressKey, false);
      });
      mounted.current = fragmentMount;
      return {
        update: (next) => fragmentMount.update(propsOf(next)),
        unmount: () => {
          mounted.current = null;
          fragmentMount.unmount();
          progress.set(progressKey, false);
        },
      };
    },
    [services, progressKey],
  );

  useEffect(() => {
    mounted.current?.update(fragmentProps(services, params, query, pathname));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params reach the fragment through the kit's Slot; here only the page's query and path
  }, [query, pathname, services]);

  return (
    <Slot
      level="page"
      slot={mount}
      remote={remote}
      fragment={fragment}
      props={params}
      query={query}
      className={[styles.slot, className].filter(Boolean).join(' ')}
      hydrate={hydrate}
      eager
      stale={newsArrived}
      reserve={reserve}
      fallback={<SlotFallback state={state}>{fallback}</SlotFallback>}
    />
  );
}
