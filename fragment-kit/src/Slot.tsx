import { useEffect, useRef, useState } from 'react';
import type { SlotFunction } from '@bottega/event-bus';
import { useNearScreen } from './nearScreen';

export interface SlotProps {
  slot: SlotFunction;
  remote: string;
  fragment: string;
  props?: Record<string, string>;
  className?: string;
}

/**
 * Another team's fragment inside this one: an empty box the shell mounts it into, unmounted with
 * it. On the server the box stays empty (it keeps its size from `className`) and fills in the browser
 * once it comes near the screen: a listing's forty hearts and buttons do not all load, ask the API
 * and draw while the shopper looks at its first row.
 * New props reach the mounted fragment as an update, so it is not drawn again from nothing (a
 * remount would blank the box and, on the same element, race the old root's unmount).
 */
export function Slot({ slot, remote, fragment, props, className }: SlotProps) {
  // The box as state: mounting waits for it, and for it to come near the screen.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const mounted = useRef<ReturnType<SlotFunction> | null>(null);
  const key = JSON.stringify(props ?? {});
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
    if (!box || !near) return;
    const current = slot(box, remote, fragment, JSON.parse(latest.current) as Record<string, string>);
    mounted.current = current;
    return () => {
      mounted.current = null;
      current.unmount();
    };
  }, [slot, remote, fragment, mounts, box, near]);

  // Named like the shell's slots (data-slot), so tools and tests find a fragment's box before it has mounted.
  return <div ref={setBox} className={className} data-nested-slot={`${remote}/${fragment}`} />;
}
