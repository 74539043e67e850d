import { render, screen } from '@testing-library/react';
import { DiscountBadge, Price } from './Price';

const NBSP = '\u00a0';

describe('Price', () => {
  it('shows a single price in it-IT euros', () => {
    const { container } = render(<Price regular={1234.5} />);
    expect(container.textContent).toBe(`1.234,50${NBSP}€`);
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows the special price and strikes the regular one, both named for screen readers', () => {
    const { container } = render(<Price regular={100} special={79.9} />);
    const struck = container.querySelector('s')!;
    expect(struck.textContent).toBe(`Prezzo originale 100,00${NBSP}€`);
    expect(screen.getByText('Prezzo scontato').parentElement!.textContent).toBe(`Prezzo scontato 79,90${NBSP}€`);
  });

  it('ignores a special price that is not lower', () => {
    const { container } = render(<Price regular={50} special={50} />);
    expect(container.textContent).toBe(`50,00${NBSP}€`);
  });
});

describe('DiscountBadge', () => {
  it('shows the rounded percentage and says it in words', () => {
    const { container } = render(<DiscountBadge regular={59.9} special={39.9} />);
    expect(container.querySelector('[aria-hidden="true"]')!.textContent).toBe('-33%');
    expect(screen.getByText('Sconto del 33%')).toBeTruthy();
  });

  it('shows nothing without a discount', () => {
    const { container } = render(<DiscountBadge regular={59.9} special={null} />);
    expect(container.innerHTML).toBe('');
  });
});
