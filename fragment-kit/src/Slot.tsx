import { useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { SlotFunction, SlotStatus } from '@bottega/browser-contract';
import { useShouldHydrate, type HydrateWhen } from './nearScreen';
import { replayEarlyClicks } from './earlyClicks';
import { hydrationOf, ServerSlotsContext, SLOT_MARKERS, SlotHost, type SlotLevel } from './serverSlots';

export interface SlotProps {
  remote: string;
  fragment: string;
  /** The fragment's own plain props (a heart's `sku`, a page's route params). */
  props?: Record<string, string>;
  /** A page slot's query string, asked of the team on the server with its props. */
  query?: string;
  /** Mounts the fragment: the `slot` of a fragment's props, or the shell's own loader. */
  slot: SlotFunction;
  /** Which markers the box carries: `nested` (default) inside a fragment, `page` in the shell's layout (SLOT_MARKERS). */
  level?: SlotLevel;
  className?: string;
  /** When a slot the server rendered loads its code: `near` (default) as it comes near the screen, `intent` on the first pointer over, touch or focus inside it. */
  hydrate?: HydrateWhen;
  /** A slot the server left empty mounts at once (the shell's) rather than as it comes near the screen (a listing's forty hearts). */
  eager?: boolean;
  /** The server's HTML is out of date (news on the bus): the code loads now and renders afresh over it. */
  stale?: boolean;
  /** Space reserved until the fragment has mounted, so nothing shifts when it does. */
  reserve?: string;
  /** Shown, with the fragment's element hidden, while it is slow or has failed. */
  fallback?: ReactNode;
}

/** Where one team's fragment renders: on the server the edge renders it in place (docs/adr/0011, 0020); in the
 * browser it hydrates that HTML when wanted (docs/adr/0016). New props update it, since a remount would blank the box. */
export function Slot({ remote, fragment, props, query, slot, level = 'nested', className, hydrate, eager = false, stale = false, reserve, fallback }: SlotProps) {
  const id = useId();
  const server = useContext(ServerSlotsContext);
  const [serverContent] = useState(() => server.serverContent?.get(id) ?? null);
  const key = JSON.stringify(props ?? {});
  // The props the server rendered with: the fragment hydrates only while they still hold.
  const [serverKey] = useState(key);
  // The box and the fragment's element, as state: mounting waits for them, and for `hydrate`.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const shouldHydrate = useShouldHydrate(box, serverContent !== null || !eager, serverContent ? hydrate : 'near') || stale;
  const [state, setState] = useState<SlotStatus>('loading');
  const mounted = useRef<ReturnType<SlotFunction> | null>(null);
  const latest = useRef(key);
  // A mount without `update` (an older shell's) can only mount again: each new set of props is then a new mount.
  const [mounts, setMounts] = useState(0);

  useEffect(() => {
    latest.current = key;
    const current = mounted.current;
    if (!current) return;
    if (current.update) current.update(JSON.parse(key) as Record<string, string>);
    else setMounts((count) => count + 1);
  }, [key]);

  useEffect(() => {
    if (serverContent && !shouldHydrate) setState('waiting');
  }, [serverContent, shouldHydrate]);

  useEffect(() => {
    if (!host || !shouldHydrate) return;
    // Props changed since the server rendered, or news came: its HTML does not match, so the
    // fragment renders afresh over it rather than hydrate it.
    const ssr = !stale && mounts === 0 && latest.current === serverKey ? hydrationOf(serverContent) : undefined;
    const current = slot(host, remote, fragment, JSON.parse(latest.current) as Record<string, string>, { ssr, onState: setState });
    mounted.current = current;
    return () => {
      mounted.current = null;
      current.unmount();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new mount only for a new fragment, element or `mounts`; props are updates
  }, [slot, remote, fragment, mounts, host, shouldHydrate]);

  // Clicks on the server's buttons that came before the fragment's code are given back now.
  useEffect(() => {
    if (state === 'mounted' && box) replayEarlyClicks(box);
  }, [state, box]);

  const markers = SLOT_MARKERS[level];
  server.request?.({ id, remote, fragment, params: props ?? {}, ...(query === undefined ? {} : { query }) });
  const showFallback = fallback !== undefined && (state === 'failed' || state === 'slow');
  // Every slot says its state in data-slot-state: the page's early-click catcher, tools and tests read it.
  return (
    <div
      ref={setBox}
      className={className}
      {...{ [markers.name]: `${remote}/${fragment}`, [markers.id]: id }}
      data-slot-state={state}
      style={reserve && state !== 'mounted' ? { minHeight: reserve } : undefined}
    >
      {server.request ? <template {...{ [markers.pending]: id }} /> : <SlotHost hostRef={setHost} hidden={showFallback} content={serverContent} />}
      {showFallback && fallback}
    </div>
  );
}
