import { createRoot } from 'react-dom/client';
import { createBus } from '@bottega/event-bus';
import '@bottega/ui/tokens.css';
import { readRegistry } from './composition/registry';
import { resolveOverrides } from './composition/overrides';
import { startFederation } from './composition/runtime';
import { OverrideBanner } from './composition/OverrideBanner';
import { installChunkReload } from './features/chunk-reload';
import { startAnalytics, startTagManager } from './features/analytics';
import { registerServiceWorker } from './features/service-worker';
import { App } from './App';

installChunkReload();

const registryResult = readRegistry(document.getElementById('mf-registry')?.textContent);
if (registryResult.error) console.error('[shell] registry rejected:', registryResult.error);

const overrides = resolveOverrides(registryResult.registry, window.location.search, window.localStorage);
if (overrides.cleanSearch !== window.location.search) {
  history.replaceState(history.state, '', `${window.location.pathname}${overrides.cleanSearch}${window.location.hash}`);
}

const bus = createBus();
const entries = Object.fromEntries(Object.entries(registryResult.registry.remotes).map(([name, { entry }]) => [name, overrides.active[name] ?? entry]));
startFederation(entries, bus);
startAnalytics(bus);
startTagManager();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <>
    <OverrideBanner active={overrides.active} rejected={overrides.rejected} registryError={registryResult.error} />
    <App bus={bus} />
  </>,
);
