import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';
import { NotFoundPage, RouteErrorBoundary } from './RouteErrorBoundary';
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

describe('<RouteErrorBoundary>', () => {
  const Broken = () => {
    throw unknownMiddlewareError();
  };
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/it" element={<p>home</p>} />
            <Route path="/it/x" element={<Broken />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

  it('turns an unmatched path into the 404 page', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Questa pagina non esiste');
  });

  it('shows what a route threw, until the next navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/it/x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Errore 500: Middleware sconosciuto');
    await userEvent.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(screen.getByText('home')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    jest.restoreAllMocks();
  });
});
