import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading in Italian by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento in corso…');
  });

  it('announces what is loading when told', () => {
    render(<Spinner label="Caricamento dei prodotti" />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento dei prodotti');
  });

  it('stays silent when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
