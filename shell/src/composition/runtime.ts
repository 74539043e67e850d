import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ParcelConfig } from 'single-spa';
import { CONTRACT_VERSION, exposeSchema, remoteFailed, type Bus, type Expose } from '@bottega/browser-contract';
import { reloadForChunkError } from '../features/chunk-reload';

/** Why a slot could not show its fragment; the slot turns it into an Italian message. */
export type LoadFailure =
  | { kind: 'unavailable'; remote: string; detail: string }
  | { kind: 'incompatible'; remote: string; contract: number }
  | { kind: 'missing-fragment'; remote: string; fragment: string };

export class FragmentLoadError extends Error {
  constructor(readonly failure: LoadFailure) {
    super(`${failure.kind}: ${failure.remote}`);
  }
}

const RETRY_DELAYS_MS = [300, 1200];

let entries: Record<string, string> = {};
const exposes = new Map<string, Promise<Expose>>();

/** Telemetry for every load the MF runtime gives up on, including those that escape our try/catch. */
const telemetryPlugin = (bus: Bus): ModuleFederationRuntimePlugin => ({
  name: 'bottega-telemetry',
  errorLoadRemote({ id, error, lifecycle }) {
    bus.publish(remoteFailed(String(id).split('/')[0], `${lifecycle}: ${error instanceof Error ? error.message : String(error)}`));
  },
});

/** Registers the remotes of the registry (overrides applied) with the MF runtime. */
export function startFederation(remotes: Record<string, string>, bus: Bus) {
  entries = remotes;
  registerPlugins([telemetryPlugin(bus)]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadExposeOnce(remote: string): Promise<Expose> {
  const module = await loadRemote<{ default?: unknown }>(`${remote}/expose`);
  const candidate = module && typeof module === 'object' && 'default' in module ? module.default : module;
  const parsed = exposeSchema().safeParse(candidate);
  if (!parsed.success) throw new FragmentLoadError({ kind: 'unavailable', remote, detail: 'expose non valido' });
  if (parsed.data.contract !== CONTRACT_VERSION) throw new FragmentLoadError({ kind: 'incompatible', remote, contract: parsed.data.contract });
  return parsed.data;
}

/** A remote's `./expose`, loaded once per page; a failed load is retried with a fresh registration (the runtime
 * would cache the failed entry) and forgotten so a later slot tries again. */
export function loadExpose(remote: string): Promise<Expose> {
  const cached = exposes.get(remote);
  if (cached) return cached;
  if (!(remote in entries)) return Promise.reject(new FragmentLoadError({ kind: 'unavailable', remote, detail: 'non registrato' }));
  const attempt = async (): Promise<Expose> => {
    let lastError: unknown;
    for (let index = 0; index <= RETRY_DELAYS_MS.length; index += 1) {
      try {
        return await loadExposeOnce(remote);
      } catch (error) {
        if (error instanceof FragmentLoadError && error.failure.kind === 'incompatible') throw error;
        lastError = error;
        if (index === RETRY_DELAYS_MS.length) break;
        await wait(RETRY_DELAYS_MS[index]);
        registerRemotes([{ name: remote, entry: entries[remote] }], { force: true });
      }
    }
    if (lastError instanceof FragmentLoadError) throw lastError;
    throw new FragmentLoadError({ kind: 'unavailable', remote, detail: lastError instanceof Error ? lastError.message : String(lastError) });
  };
  const loading = attempt().catch((error) => {
    exposes.delete(remote);
    throw error;
  });
  exposes.set(remote, loading);
  return loading;
}

/** The parcel config of one fragment, loaded on first use (each fragment is its own chunk). */
export async function loadFragment(remote: string, fragment: string): Promise<ParcelConfig> {
  const expose = await loadExpose(remote);
  const load = expose.fragments[fragment];
  if (!load) throw new FragmentLoadError({ kind: 'missing-fragment', remote, fragment });
  try {
    return (await load()) as ParcelConfig;
  } catch (error) {
    // A fragment chunk gone after a deploy (docs/product-rules.md §4): only a fresh page, with the new chunk names,
    // recovers. The page reloads at most once a minute; past that the slot shows its fallback.
    if (reloadForChunkError(error)) return new Promise<never>(() => {});
    throw new FragmentLoadError({ kind: 'unavailable', remote, detail: error instanceof Error ? error.message : String(error) });
  }
}
