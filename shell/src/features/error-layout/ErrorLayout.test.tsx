import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { unknownMiddlewareError } from './errorLayout.rules';

describe('<ErrorLayout>', () => {
  it('shows the status code and the message as the page heading', () => {
    render(<ErrorLayout status={404} message="Questa pagina non esiste" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Errore 404: Questa pagina non esiste');
    expect(document.querySelector('[data-status="404"]')?.textContent).toContain('404');
    expect(document.title).toBe('Questa pagina non esiste — Bottega');
  });

  it('takes the shopper home or to the contact page', async () => {
    const navigate = jest.fn();
    render(<ErrorLayout status={500} message="Middleware sconosciuto" navigate={navigate} />);
    expect(screen.getByRole('link', { name: 'Contattaci' }).getAttribute('href')).toBe('/it/contact-us');
    await userEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(navigate).toHaveBeenCalledWith('/it');
  });
});

describe('<RouteErrorPage>', () => {
  const renderAt = (path: string, routes: Parameters<typeof createMemoryRouter>[0]) => render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);

  it('turns an unmatched path into the 404 page', () => {
    renderAt('/it/nowhere', [{ path: '/it', element: <p>home</p>, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Questa pagina non esiste');
  });

  it('shows what a route threw', () => {
    const Broken = () => {
      throw unknownMiddlewareError();
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/it/x', [{ path: '/it/x', element: <Broken />, errorElement: <RouteErrorPage /> }]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Errore 500: Middleware sconosciuto');
    jest.restoreAllMocks();
  });
});
