import { useEffect, useRef } from 'react';
import type { SlotFunction } from '@bottega/event-bus';

interface Props {
  slot: SlotFunction;
  remote: string;
  fragment: string;
  props: Record<string, string>;
  className?: string;
}

/** Another team's fragment, mounted by the shell into an element this component owns. */
export function Slot({ slot, remote, fragment, props, className }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(props);
  useEffect(() => {
    if (!element.current) return;
    const mounted = slot(element.current, remote, fragment, JSON.parse(key) as Record<string, string>);
    return () => mounted.unmount();
  }, [slot, remote, fragment, key]);
  return <div ref={element} className={className} />;
}
