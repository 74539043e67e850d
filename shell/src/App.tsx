import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { Bus } from '@bottega/event-bus';
import { Layout } from './layout/Layout';
import { RouteScreen } from './routes/RouteScreen';
import { routes } from './routes/table';
import { hasCustomerSession } from './features/session';
import { RouteErrorPage } from './features/error-layout';

export function App({ bus }: { bus: Bus }) {
  const router = useMemo(
    () =>
      createBrowserRouter([
        {
          element: <Layout bus={bus} />,
          errorElement: <RouteErrorPage />,
          children: routes.map((route) => ({ path: route.path, element: <RouteScreen route={route} isAuthenticated={hasCustomerSession} /> })),
        },
      ]),
    [bus],
  );
  return <RouterProvider router={router} />;
}
