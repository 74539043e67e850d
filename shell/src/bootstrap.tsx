import { startTransition } from 'react';
import { createBus } from '@bottega/browser-contract';
import '@bottega/ui/tokens.css';
import { browserStorage } from '@bottega/fragment-kit/storage';
import { readRegistry } from './composition/registry';
import { OVERRIDE_STATE_ID, takeLegacyOverrides, withoutOverrideParams, type OverrideResult } from './composition/overrides';
import { startFederation } from './composition/runtime';
import { readServerSlots, ServerSlotsContext } from '@bottega/fragment-kit/slots';
import { installChunkReload } from './features/chunk-reload';
import { startAnalytics, startTagManager } from './features/analytics';
import { registerServiceWorker } from './features/service-worker';
import { startBeacon } from './features/beacon';

/** A new task: the page may paint and handle input before the next step of the start runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

installChunkReload();

const registryResult = readRegistry(document.getElementById('mf-registry')?.textContent);
if (registryResult.error) console.error('[shell] registry rejected:', registryResult.error);

// The registry the edge inlined is the one the server rendered with, testers' overrides applied
// (they live in a cookie the edge reads): the browser registers exactly those versions.
const overrides = JSON.parse(document.getElementById(OVERRIDE_STATE_ID)?.textContent ?? '{"active":{},"rejected":[]}') as OverrideResult;
// Overrides an earlier shell kept in local storage go to the edge once, with a reload.
const legacy = takeLegacyOverrides(browserStorage('localStorage'));
if (legacy.size) {
  const search = new URLSearchParams(window.location.search);
  for (const [name, value] of legacy) search.set(name, value);
  window.location.replace(`${window.location.pathname}?${search}${window.location.hash}`);
}
const cleanSearch = withoutOverrideParams(window.location.search);
if (cleanSearch !== window.location.search) {
  history.replaceState(history.state, '', `${window.location.pathname}${cleanSearch}${window.location.hash}`);
}

const bus = createBus();
const entries = Object.fromEntries(Object.entries(registryResult.registry.remotes).map(([name, { entry }]) => [name, entry]));
startFederation(entries, bus);
startAnalytics(bus);
startTagManager();
registerServiceWorker();
startBeacon();

// The start runs in three tasks, not one long one that would delay a tap on a phone's slow CPU. webpackMode
// "eager" makes no chunk: the modules are in this file already, only their evaluation waits.
await nextTask();
const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
await nextTask();
const [{ App }, { OverrideBanner, overrideBannerShows }] = await Promise.all([
  import(/* webpackMode: "eager" */ './App'),
  import(/* webpackMode: "eager" */ './composition/OverrideBanner'),
]);

// The override banner is not part of the server's page: its own root, beside it, made only when it
// has something to say (a root costs the start a few milliseconds, and a shopper's page has none).
const banner = { active: overrides.active, rejected: overrides.rejected, registryError: registryResult.error };
if (overrideBannerShows(banner)) createRoot(document.getElementById('mf-overrides')!).render(<OverrideBanner {...banner} />);

// A page the server rendered is hydrated (each team's slot by its own code, with the server's data);
// with server rendering off, or when the server could not render the layout, the root is empty.
const root = document.getElementById('root')!;
if (root.firstElementChild) {
  // Read before hydration: each slot renders the server's HTML again while its team's code takes it over.
  const serverContent = readServerSlots(document, 'page');
  // In slices, yielding to the page between them (as the fragments do, fragment-kit createFragment).
  startTransition(() => {
    hydrateRoot(
      root,
      <ServerSlotsContext value={{ serverContent }}>
        <App bus={bus} />
      </ServerSlotsContext>,
    );
  });
} else {
  createRoot(root).render(<App bus={bus} />);
}
