import { Component as ReactComponent, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/browser-contract';
import { FragmentError } from './FragmentError';
import { teamQueryClient } from './queryClient';
import { recordInput, replayInput, type Typed } from './earlyInput';
import { ServerSlotsContext, readServerSlots, type ServerSlots } from './serverSlots';

export interface FragmentOptions<P extends FragmentProps> {
  /** The owning team's prefix (cat, cart, chk, acc, cnt): marks the root with data-team. */
  team: string;
  component: ComponentType<P>;
  /** Queries fetched into the cache before a server render, so hydration does not ask again (docs/adr/0011);
   * without it the server renders the loading state. */
  prefetch?: (props: P, client: QueryClient) => Promise<unknown>;
  /** What a guest's render depends on, so the renderer caches it until that changes, a minute at most
   * (fragment-kit/src/server/guestCache.ts). */
  cache?: 'catalog' | 'content' | 'static';
}

/** Props single-spa adds to the shell's when it mounts a parcel. */
type ParcelProps<P> = P & { name: string; domElement: HTMLElement };

/** A fragment: single-spa parcel lifecycles for the browser, and what a server renderer renders. */
export interface Fragment<P extends FragmentProps = FragmentProps> {
  bootstrap(): Promise<void>;
  mount(props: ParcelProps<P>): Promise<void>;
  update(props: ParcelProps<P>): Promise<void>;
  unmount(props: ParcelProps<P>): Promise<void>;
  server: Required<Pick<FragmentOptions<P>, 'team' | 'component'>> & Pick<FragmentOptions<P>, 'prefetch' | 'cache'>;
}

class Boundary extends ReactComponent<{ team: string; children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    return this.state.failed ? <FragmentError team={this.props.team} error={this.state.error} /> : this.props.children;
  }
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit);
  return null;
}

/** One fragment's tree, the same on the server and in the browser: hydration compares them node by node and
 * `useId` follows the tree's shape. The marker tells single-spa when the browser has committed. */
export function fragmentElement<P extends FragmentProps>(team: string, Component: ComponentType<P>, props: P, client: QueryClient, onCommit: () => void, nested: ServerSlots = {}) {
  return (
    <>
      <div data-team={team}>
        <QueryClientProvider client={client}>
          <ServerSlotsContext value={nested}>
            <Boundary team={team}>
              <Component {...props} />
            </Boundary>
          </ServerSlotsContext>
        </QueryClientProvider>
      </div>
      <Committed onCommit={onCommit} />
    </>
  );
}

let mounts = 0;

/** A React component as the parcel lifecycles the shell mounts: it hydrates the server's HTML with the server's
 * data and id prefix, or renders afresh. Each root has its own id prefix, so `useId` values never collide. */
export function createFragment<P extends FragmentProps>({ team, component, prefetch, cache }: FragmentOptions<P>): Fragment<P> {
  const roots = new Map<string, Root>();
  const client = () => teamQueryClient(team);

  return {
    async bootstrap() {},
    mount(props) {
      return new Promise((resolve) => {
        const { domElement, ssr } = props;
        if (ssr && domElement.firstElementChild) {
          let typing: (() => Typed[]) | null = recordInput(domElement);
          // Read before React takes the element over: each nested slot hydrates what the server rendered in it.
          const nested = { serverContent: readServerSlots(domElement, 'nested') };
          const tree = fragmentElement(
            team,
            component,
            props,
            client(),
            () => {
              const typed = typing?.() ?? [];
              typing = null;
              // Given back in a task of its own, not inside React's commit: each field's event is then a
              // shopper's event, rendered at once, and the fragment counts as mounted (clicks held back are
              // replayed) only once it holds what was typed.
              setTimeout(() => {
                replayInput(typed);
                resolve();
              }, 0);
            },
            nested,
          );
          hydrate(client(), ssr.state as DehydratedState);
          // In a transition, React hydrates in slices and yields to the page between them, rather than
          // in one long task; a click or a key press on the fragment meanwhile hydrates it at once.
          startTransition(() => {
            roots.set(props.name, hydrateRoot(domElement, tree, { identifierPrefix: ssr.idPrefix }));
          });
        } else {
          mounts += 1;
          const root = createRoot(domElement, { identifierPrefix: `${team}${mounts}-` });
          // Also in slices: a render outside a transition runs to its end in one task (forty hearts
          // on a listing, each its own root, arrive together).
          startTransition(() => root.render(fragmentElement(team, component, props, client(), () => resolve())));
          roots.set(props.name, root);
        }
      });
    },
    update(props) {
      return new Promise((resolve) => {
        const root = roots.get(props.name);
        if (!root) return resolve();
        root.render(fragmentElement(team, component, props, client(), () => resolve()));
      });
    },
    async unmount(props) {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
    server: { team, component, prefetch, cache },
  };
}
