import { useEffect, useRef } from 'react';
import type { SlotFunction } from '@bottega/event-bus';

export interface SlotProps {
  slot: SlotFunction;
  remote: string;
  fragment: string;
  props?: Record<string, string>;
  className?: string;
}

/**
 * Another team's fragment inside this one: an empty box the shell mounts it into, unmounted with
 * it. On the server the box stays empty (it keeps its size from `className`) and fills in the browser.
 */
export function Slot({ slot, remote, fragment, props, className }: SlotProps) {
  const element = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(props ?? {});
  useEffect(() => {
    if (!element.current) return;
    const mounted = slot(element.current, remote, fragment, JSON.parse(key) as Record<string, string>);
    return () => mounted.unmount();
  }, [slot, remote, fragment, key]);
  return <div ref={element} className={className} />;
}
