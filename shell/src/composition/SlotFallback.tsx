import type { ReactNode } from 'react';
import type { SlotState } from './mountFragment';
import { messages } from '../messages/it';

/** The Italian message (or the caller's fallback) shown in a slot whose fragment is not there. */
export function SlotFallback({ state, children }: { state: SlotState; children?: ReactNode }) {
  if (state.status === 'failed' && state.failure.kind === 'incompatible') {
    return (
      <p role="alert" data-fallback="incompatible">
        {messages.composition.incompatible(state.failure.contract)}
      </p>
    );
  }
  if (children) return <div data-fallback="custom">{children}</div>;
  return (
    <p role="status" data-fallback="unavailable">
      {messages.composition.unavailable}
    </p>
  );
}
