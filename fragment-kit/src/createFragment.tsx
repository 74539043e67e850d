import { Component as ReactComponent, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/event-bus';
import { FragmentError } from './FragmentError';
import { teamQueryClient } from './queryClient';

export interface FragmentOptions<P extends FragmentProps> {
  /** The owning team's prefix (cat, cart, chk, acc, cnt): marks the root with data-team. */
  team: string;
  component: ComponentType<P>;
  /**
   * The data a server render of this fragment shows, fetched into the render's cache before the
   * HTML is drawn (the same queries the component runs, so the browser finds them in the state it
   * hydrates with and does not ask again). Without it the server draws the loading state.
   */
  prefetch?: (props: P, client: QueryClient) => Promise<unknown>;
  /**
   * `'catalog'`: what the fragment draws for a shopper without a session or a cart depends only on
   * the catalog, so its server renderer keeps that HTML until a price or a stock changes.
   */
  cache?: 'catalog';
}

/** Props single-spa adds to the shell's when it mounts a parcel. */
type ParcelProps<P> = P & { name: string; domElement: HTMLElement };

/** A fragment: single-spa parcel lifecycles for the browser, and what a server renderer draws. */
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

/**
 * The whole tree of one fragment, the same on the server and in the browser (hydration compares
 * them node by node, and `useId` follows the tree's shape): the team's root element, its cache,
 * a boundary that keeps a failure inside the fragment, and a marker that tells single-spa when the
 * browser has committed.
 */
export function fragmentTree<P extends FragmentProps>(team: string, Component: ComponentType<P>, props: P, client: QueryClient, onCommit: () => void) {
  return (
    <>
      <div data-team={team}>
        <QueryClientProvider client={client}>
          <Boundary team={team}>
            <Component {...props} />
          </Boundary>
        </QueryClientProvider>
      </div>
      <Committed onCommit={onCommit} />
    </>
  );
}

let mounts = 0;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

/**
 * What the shopper typed or ticked in one of the server's form fields before the code arrived:
 * hydration puts each field back to what the component holds, so it is given back afterwards,
 * through the events the component listens to.
 */
function typedValue(field: Field): Typed | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked ? { field, checked: field.checked } : null;
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] !== initial ? { field, value: field.value } : null;
  }
  return field.value !== field.defaultValue ? { field, value: field.value } : null;
}

const isField = (target: EventTarget | null): target is Field => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Follows what the shopper types in a server-drawn fragment until its hydration has committed: what
 * was typed before, and what is typed while React hydrates (which may put a field back to what the
 * component holds). `done` stops following and returns what to give back.
 */
function followTyping(root: HTMLElement) {
  const typed = new Map<Field, Typed>();
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const value = typedValue(field);
    if (value) typed.set(field, value);
  }
  const record = (event: Event) => {
    if (!isField(event.target)) return;
    const value = typedValue(event.target);
    if (value) typed.set(event.target, value);
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  return () => {
    root.removeEventListener('input', record, true);
    root.removeEventListener('change', record, true);
    return [...typed.values()];
  };
}

function giveBack(typed: Typed[]) {
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    // The field's own setter records what React last saw; the prototype's does not. The event then
    // finds a change to report, whether hydration left the field as typed or reset it.
    if ('checked' in entry) {
      entry.field.checked = !entry.checked;
      entry.field.click();
      continue;
    }
    const { field, value } = entry;
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/**
 * Turns a React component into the parcel lifecycles the shell mounts with mountRootParcel. When the
 * slot arrived with the server's HTML (props.ssr), the fragment hydrates it with the data the server
 * used and the server's id prefix; otherwise it renders from scratch. Each root has its own id prefix,
 * so `useId` values of two fragments on one page never collide.
 */
export function createFragment<P extends FragmentProps>({ team, component, prefetch, cache }: FragmentOptions<P>): Fragment<P> {
  const roots = new Map<string, Root>();
  const client = () => teamQueryClient(team);

  return {
    async bootstrap() {},
    mount(props) {
      return new Promise((resolve) => {
        const { domElement, ssr } = props;
        if (ssr && domElement.firstElementChild) {
          let typing: (() => Typed[]) | null = followTyping(domElement);
          const tree = fragmentTree(team, component, props, client(), () => {
            if (typing) giveBack(typing());
            typing = null;
            resolve();
          });
          hydrate(client(), ssr.state as DehydratedState);
          roots.set(props.name, hydrateRoot(domElement, tree, { identifierPrefix: ssr.idPrefix }));
        } else {
          mounts += 1;
          const root = createRoot(domElement, { identifierPrefix: `${team}${mounts}-` });
          root.render(fragmentTree(team, component, props, client(), () => resolve()));
          roots.set(props.name, root);
        }
      });
    },
    update(props) {
      return new Promise((resolve) => {
        const root = roots.get(props.name);
        if (!root) return resolve();
        root.render(fragmentTree(team, component, props, client(), () => resolve()));
      });
    },
    async unmount(props) {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
    server: { team, component, prefetch, cache },
  };
}
