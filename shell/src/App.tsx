import { useCallback, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Bus } from '@bottega/browser-contract';
import { Layout } from './layout/Layout';
import { RouteScreen } from './routes/RouteScreen';
import { routes } from './routes/table';
import { useLoggedIn } from '@bottega/fragment-kit';
import { NotFoundPage, RouteErrorBoundary } from './features/error-layout';
import { shellHydrated } from './features/early-clicks';

/** The declarative router, not the data router: the shell uses no loaders or actions, and createBrowserRouter
 * adds ≈ 17 KB gzip to every page (docs/adr/0008). */
export function App({ bus }: { bus: Bus }) {
  // After the first commit: presses on the shell's own buttons made before it are given back.
  useEffect(() => shellHydrated(), []);
  return (
    <BrowserRouter>
      <AppRoutes bus={bus} />
    </BrowserRouter>
  );
}

/** The shop's routes and layout, inside whichever router the side provides (the browser's, or the server's for one URL). */
export function AppRoutes({ bus }: { bus: Bus }) {
  const loggedIn = useLoggedIn(bus);
  const isAuthenticated = useCallback(() => loggedIn, [loggedIn]);
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route element={<Layout bus={bus} />}>
          {routes.map((route) => (
            <Route key={route.name} path={route.path} element={<RouteScreen route={route} isAuthenticated={isAuthenticated} />} />
          ))}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
