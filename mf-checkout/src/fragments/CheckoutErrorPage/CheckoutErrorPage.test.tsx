import { fireEvent, screen } from '@testing-library/react';
import { renderFragment } from '@bottega/test-kit/render';
import { CheckoutErrorPage } from './CheckoutErrorPage';

describe('checkout error page', () => {
  it('tells a shopper whose payment is pending not to pay again', () => {
    renderFragment(CheckoutErrorPage, { query: '?reason=pending&order=100000031' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento in attesa di conferma' })).toBeTruthy();
    expect(screen.getByText('Riferimento ordine: 100000031')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Torna al pagamento' })).toBeNull();
  });

  it('offers to pay again when the payment answer could not be verified', () => {
    const { navigate } = renderFragment(CheckoutErrorPage, { query: '?reason=invalid-payment-response' });
    expect(screen.getByRole('heading', { level: 1, name: 'Esito del pagamento non verificabile' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Torna al pagamento' }));
    expect(navigate).toHaveBeenCalledWith('/it/checkout/payment');
    expect(screen.getByRole('link', { name: 'Vai al carrello' }).getAttribute('href')).toBe('/it/Cart');
  });

  it('tells a shopper whose payment came after the order was given up that it will be refunded, and offers no second payment', () => {
    renderFragment(CheckoutErrorPage, { query: '?reason=refund-needed&order=100000032' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento arrivato dopo l’annullamento dell’ordine' })).toBeTruthy();
    expect(screen.getByText(/ti rimborseremo l’intero importo/)).toBeTruthy();
    expect(screen.getByText('Riferimento ordine: 100000032')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Torna al pagamento' })).toBeNull();
  });

  it('reads an unknown reason as a generic failure', () => {
    renderFragment(CheckoutErrorPage, { query: '?reason=<script>' });
    expect(screen.getByRole('heading', { level: 1, name: 'Non è stato possibile completare il pagamento' })).toBeTruthy();
  });
});
