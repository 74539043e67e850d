import React, { type ComponentType, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { FragmentProps } from '@bottega/event-bus';
import { FragmentError } from './FragmentError';

export interface FragmentOptions<P extends FragmentProps> {
  /** The owning team's prefix (cat, cart, chk, acc, cnt): marks the root with data-team. */
  team: string;
  component: ComponentType<P>;
  /** The remote's providers (its own QueryClient…), wrapped around every fragment of that remote. */
  wrap?: (children: ReactNode, props: P) => ReactNode;
}

/**
 * Turns a React component into single-spa parcel lifecycles the shell mounts with
 * mountRootParcel. A fragment that throws while rendering shows an Italian message in its own
 * slot instead of taking the page down.
 */
export function createFragment<P extends FragmentProps>({ team, component: Component, wrap }: FragmentOptions<P>) {
  function Root(props: P) {
    const content = <Component {...props} />;
    return <div data-team={team}>{wrap ? wrap(content, props) : content}</div>;
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error: Error) => <FragmentError team={team} error={error} />,
  });
}
