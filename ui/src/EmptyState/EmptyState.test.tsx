import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is empty, why, and offers the next step', () => {
    render(
      <EmptyState icon="bag" title="Il tuo carrello è vuoto" hint="Scopri le novità.">
        <a href="/it">Inizia lo shopping</a>
      </EmptyState>,
    );
    expect(screen.getByText('Il tuo carrello è vuoto')).toBeTruthy();
    expect(screen.getByText('Scopri le novità.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inizia lo shopping' }).getAttribute('href')).toBe('/it');
  });

  it('leaves the hint out when there is none', () => {
    const { container } = render(<EmptyState icon="heart" title="La tua lista dei desideri è vuota" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});
