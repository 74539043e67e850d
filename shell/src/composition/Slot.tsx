import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { shopperContextForPath } from '@bottega/api-contract';
import type { EventName, FragmentProps } from '@bottega/browser-contract';
import { mountFragment, type MountedFragment, type SlotState } from './mountFragment';
import { useShell, type ShellServices } from './ShellContext';
import { SlotFallback } from './SlotFallback';
import { useShouldHydrate, replayEarlyClicks, type HydrateWhen } from '@bottega/fragment-kit';
import { hydrationOf, idPrefixFor, SlotHost } from '@bottega/fragment-kit/slots';
import { useHydrateOn } from './useHydrateOn';
import { capturedSlot, FragmentSourceContext } from './serverSlots';
import { progress } from '../features/progress';
import styles from './Slot.module.css';

/** Props for a fragment on the page at `pathname`: locale, market and link prefix follow its first segment (docs/product-rules.md §2, §7). */
export function fragmentProps(services: ShellServices, params: Record<string, string>, query: string, pathname: string): FragmentProps {
  const { locale, market } = shopperContextForPath(pathname);
  return {
    locale,
    market,
    basePath: `/${locale}`,
    params,
    query,
    apiBaseUrl: '',
    navigate: services.navigate,
    bus: services.bus,
    slot: services.slot,
  };
}

export interface SlotProps {
  remote: string;
  fragment: string;
  params?: Record<string, string>;
  query?: string;
  /** What keeps the shop usable when the fragment cannot be shown (a plain link, a message…). */
  fallback?: ReactNode;
  /** Space reserved before the fragment arrives, so nothing shifts when it does. */
  reserve?: string;
  className?: string;
  /** When a slot the server drew loads its code (useShouldHydrate): by default as it comes near the screen. */
  hydrate?: HydrateWhen;
  /** Bus events that make a slot still waiting load its code at once: news its fragment must show. */
  hydrateOn?: readonly EventName[];
}

/** A place in the layout that shows one team's fragment, and only that fragment's failures. */
export function Slot({ remote, fragment, params = {}, query = '', fallback, reserve, className, hydrate, hydrateOn }: SlotProps) {
  const services = useShell();
  const { pathname } = useLocation();
  // The element the fragment lives in, as state: mounting waits for it, and for it to be near the screen.
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const mounted = useRef<MountedFragment | null>(null);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const paramsKey = JSON.stringify(params);
  const slotId = useId();
  // On the server, where the slot's HTML comes from; in the browser, what the server drew here.
  const source = useContext(FragmentSourceContext);
  const [serverContent] = useState(() => (source ? null : capturedSlot(slotId)));
  const newsArrived = useHydrateOn(services.bus, hydrateOn);
  const shouldHydrate = useShouldHydrate(host, serverContent !== null, hydrate) || newsArrived;
  // The progress bar shows while any slot is loading; each slot reports under its own key.
  const progressKey = `${remote}/${fragment}#${slotId}`;

  // The server's HTML stands until the code is wanted; the state says so once hydrated (the server drew `loading`).
  useEffect(() => {
    if (serverContent && !shouldHydrate) setState({ status: 'waiting' });
  }, [serverContent, shouldHydrate]);

  useEffect(() => {
    if (!host || !shouldHydrate) return;
    const element = host;
    progress.set(progressKey, true);
    // With news on the bus, the server's picture is out of date: the fragment draws afresh over it rather
    // than hydrate it (its data would no longer match the HTML).
    const props = { ...fragmentProps(services, params, query, pathname), ssr: newsArrived ? undefined : hydrationOf(serverContent) };
    mounted.current = mountFragment(element, remote, fragment, props, services.bus, (next) => {
      setState(next);
      if (next.status !== 'loading') progress.set(progressKey, false);
    });
    return () => {
      mounted.current?.unmount();
      mounted.current = null;
      progress.set(progressKey, false);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new fragment is mounted only when the remote or fragment changes; props changes are updates (below)
  }, [remote, fragment, host, shouldHydrate]);

  // Clicks on the server's buttons that came before the fragment's code are given back now.
  useEffect(() => {
    if (state.status === 'mounted' && host) replayEarlyClicks(host);
  }, [state.status, host]);

  useEffect(() => {
    mounted.current?.update(fragmentProps(services, params, query, pathname));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- params are compared by paramsKey, not by their object's identity
  }, [paramsKey, query, services, pathname]);

  const showFallback = state.status === 'failed' || state.status === 'slow';
  const hostClass = showFallback ? styles.hidden : undefined;
  let content = <SlotHost hostRef={setHost} className={hostClass} content={serverContent} />;
  if (source) {
    const { locale, market, basePath } = fragmentProps(services, params, query, pathname);
    source({ slotId, remote, fragment, props: { locale, market, basePath, params, query }, idPrefix: idPrefixFor(slotId) });
    // The edge puts the team's answer in place of this marker (edge/src/ssr/streamPage.ts), in order, as the page streams.
    content = <template data-slot-pending={slotId} />;
  }
  return (
    <div
      className={[styles.slot, className].filter(Boolean).join(' ')}
      data-slot={`${remote}/${fragment}`}
      data-slot-id={slotId}
      data-slot-state={state.status}
      style={reserve && state.status !== 'mounted' ? { minHeight: reserve } : undefined}
    >
      {content}
      {showFallback && <SlotFallback state={state}>{fallback}</SlotFallback>}
    </div>
  );
}
