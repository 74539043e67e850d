import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../features/error-layout';
import { RouteScreen } from './RouteScreen';
import { guards, runMiddleware, type GuardContext } from './middleware';
import { routes, type RouteEntry } from './table';

const context = (overrides: Partial<GuardContext> = {}): GuardContext => ({
  route: routes[0],
  pathname: '/it',
  isAuthenticated: () => false,
  log: () => {},
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderRoute(route: RouteEntry, at: string, isAuthenticated = () => false) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <RouteErrorBoundary>
        <Routes>
          <Route path={route.path} element={<RouteScreen route={route} isAuthenticated={isAuthenticated} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('route middleware', () => {
  it('names only guards that exist in every route of the table', () => {
    const named = routes.flatMap((route) => route.middleware ?? []);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(Object.hasOwn(guards, name)).toBe(true);
  });

  it('shows the 500 "Unknown middleware" page for a route naming a guard that does not exist', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const route: RouteEntry = { name: 'test-unknown', path: '/it/prova', screen: { remote: 'mf_content', fragment: 'CmsPage' }, middleware: ['is-authenticated', 'no-such-guard'] };
    const { container } = renderRoute(route, '/it/prova', () => true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Middleware sconosciuto');
    expect(container.querySelector('[data-status="500"]')).not.toBeNull();
  });

  it('sends a visitor without a customer session from the account area to the home page', () => {
    const account = routes.find((route) => route.name === 'my-account')!;
    renderRoute(account, '/it/my-account/MyProfile');
    expect(screen.getByTestId('where').textContent).toBe('/it');
  });

  it('lets a customer with a live session through the is-authenticated guard', () => {
    expect(runMiddleware(['is-authenticated'], context({ isAuthenticated: () => true }))).toEqual({ kind: 'pass' });
    expect(runMiddleware(['is-authenticated'], context())).toEqual({ kind: 'redirect', to: '/it' });
  });

  it("logs the checkout-step guard's request and lets the step render", () => {
    const log = jest.fn();
    const step = routes.find((route) => route.name === 'checkout-shipping')!;
    expect(runMiddleware(step.middleware!, context({ route: step, pathname: '/it/checkout/shipping', log }))).toEqual({ kind: 'pass' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('checkout-step guard'), { route: 'checkout-shipping', pathname: '/it/checkout/shipping' });
  });

  it('checks every name before running any guard, so a typo is never hidden behind a redirect', () => {
    expect(() => runMiddleware(['is-authenticated', 'is-authenticathed'], context())).toThrow('Middleware sconosciuto');
  });
});
