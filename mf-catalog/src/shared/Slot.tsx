import { useEffect, useRef } from 'react';
import type { SlotFunction } from '@bottega/event-bus';

interface SlotProps {
  slot: SlotFunction;
  remote: string;
  fragment: string;
  props?: Record<string, string>;
  className?: string;
}

/** Another team's fragment inside ours: an empty box the shell mounts it into, unmounted with us. */
export function Slot({ slot, remote, fragment, props, className }: SlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(props ?? {});
  useEffect(() => {
    const parcel = slot(ref.current!, remote, fragment, JSON.parse(key));
    return () => parcel.unmount();
  }, [slot, remote, fragment, key]);
  return <div ref={ref} className={className} />;
}
