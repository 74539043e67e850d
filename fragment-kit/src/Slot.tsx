import { useContext, useEffect, useId, useRef, useState } from 'react';
import type { SlotFunction, SlotStatus } from '@bottega/browser-contract';
import { useShouldHydrate, type HydrateWhen } from './nearScreen';
import { replayEarlyClicks } from './earlyClicks';
import { hydrationOf, NestedSlotsContext, SlotHost } from './serverSlots';

export interface SlotProps {
  slot: SlotFunction;
  remote: string;
  fragment: string;
  props?: Record<string, string>;
  className?: string;
  /**
   * When a nested slot the server drew loads its code: `near` (default) as it comes near the screen,
   * `intent` on the first pointer over, touch or focus inside it (a heart, an add-to-cart button).
   */
  hydrate?: HydrateWhen;
}

/**
 * Another team's fragment inside this one, unmounted with it. On the server the slot names itself
 * and the edge has its team draw it in place (docs/adr/0020); in the browser it hydrates that HTML
 * once it is wanted (`hydrate`), or, when the server left it empty, mounts as it comes near the screen:
 * a listing's forty hearts and buttons do not all load, ask the API and draw while the shopper looks
 * at its first row. Its box keeps its size from `className` either way.
 * New props reach the mounted fragment as an update, so it is not serverContent again from nothing (a
 * remount would blank the box and, on the same element, race the old root's unmount).
 */
export function Slot({ slot, remote, fragment, props, className, hydrate }: SlotProps) {
  const id = useId();
  const nested = useContext(NestedSlotsContext);
  const [serverContent] = useState(() => nested.serverContent?.get(id) ?? null);
  const key = JSON.stringify(props ?? {});
  // The props the server drew with: the fragment hydrates only while they still hold.
  const [serverKey] = useState(key);
  // The box and the fragment's element, as state: mounting waits for them, and for `hydrate`.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  // Left empty by the server, it mounts as it comes near the screen.
  const shouldHydrate = useShouldHydrate(box, true, serverContent ? hydrate : 'near');
  const [state, setState] = useState<SlotStatus>('loading');
  const mounted = useRef<ReturnType<SlotFunction> | null>(null);
  const latest = useRef(key);
  // A shell without `update` can only mount again: each new set of props is then a new mount.
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
    // Props changed since the server drew (a size chosen before the code came): its HTML no longer
    // matches, so the fragment draws afresh over it rather than hydrate it.
    const ssr = mounts === 0 && latest.current === serverKey ? hydrationOf(serverContent) : undefined;
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

  nested.request?.({ id, remote, fragment, params: props ?? {} });
  // Named like the shell's slots (data-slot-state), so the page's early-click catcher, tools and tests find it.
  return (
    <div ref={setBox} className={className} data-nested-slot={`${remote}/${fragment}`} data-nested-id={id} data-slot-state={state}>
      {nested.request ? <template data-nested-pending={id} /> : <SlotHost hostRef={setHost} content={serverContent} />}
    </div>
  );
}
