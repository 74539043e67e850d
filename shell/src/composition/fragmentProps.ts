import type { FragmentProps } from '@bottega/browser-contract';
import { plainFragmentProps } from '@bottega/fragment-kit/plain-props';
import type { ShellServices } from './ShellContext';

/** Props for a fragment on the page at `pathname`: its plain props and the shell's services (docs/architecture.md §2.2). */
export function fragmentProps(services: ShellServices, params: Record<string, string>, query: string, pathname: string): FragmentProps {
  return { ...plainFragmentProps(pathname, params, query), apiBaseUrl: '', navigate: services.navigate, bus: services.bus, slot: services.slot };
}
