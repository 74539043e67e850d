import { createContext, useContext } from 'react';
import type { Bus, SlotFunction } from '@bottega/browser-contract';
import type { ShellNavigate } from './useShellNavigate';

export interface ShellServices {
  bus: Bus;
  navigate: ShellNavigate;
  slot: SlotFunction;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside ShellContext');
  return services;
}
