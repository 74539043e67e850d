import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('exposes its label as the accessible name and hides the icon', async () => {
    const onClick = jest.fn();
    render(<IconButton label="Cerca" icon="search" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Cerca' });
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the badge count and says it with the name', () => {
    render(<IconButton label="Carrello" icon="bag" badge={3} />);
    const button = screen.getByRole('button', { name: 'Carrello, 3 articoli' });
    expect(button.querySelector('[data-badge]')!.textContent).toBe('3');
  });

  it('speaks of one item in the singular', () => {
    render(<IconButton label="Lista dei desideri" icon="heart" badge={1} />);
    expect(screen.getByRole('button', { name: 'Lista dei desideri, 1 articolo' })).toBeTruthy();
  });

  it('caps the visible badge at 99+ but speaks the real count', () => {
    render(<IconButton label="Carrello" icon="bag" badge={120} />);
    const button = screen.getByRole('button', { name: 'Carrello, 120 articoli' });
    expect(button.querySelector('[data-badge]')!.textContent).toBe('99+');
  });

  it('shows no badge for an empty cart', () => {
    render(<IconButton label="Carrello" icon="bag" badge={0} />);
    const button = screen.getByRole('button', { name: 'Carrello' });
    expect(button.querySelector('[data-badge]')).toBeNull();
  });

  it('can be a link, e.g. the mini-cart fallback to the cart page', () => {
    render(<IconButton label="Carrello" icon="bag" href="/it/cart" />);
    expect(screen.getByRole('link', { name: 'Carrello' }).getAttribute('href')).toBe('/it/cart');
  });
});
