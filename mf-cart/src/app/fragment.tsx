import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { FragmentProps } from '@bottega/event-bus';
import { createFragment } from '@bottega/ui';
import { queryClient } from './queryClient';

/** Every fragment of this remote: marked with the team, inside the remote's own QueryClient. */
export const fragment = <P extends FragmentProps>(component: ComponentType<P>) =>
  createFragment<P>({
    team: 'cart',
    component,
    wrap: (children) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
