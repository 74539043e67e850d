import { createContext, useContext } from 'react';
import type { Bus, SlotFunction } from '@bottega/event-bus';

export interface ShellServices {
  bus: Bus;
  navigate(to: string): void;
  slot: SlotFunction;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside ShellContext');
  return services;
}
