import { lineQuantityError, MAX_SALEABLE_QTY, onlyXLeftInStock, stockStatus } from './stock';

describe('stock rules', () => {
  it('shows "only X left" at or below the threshold, and out of stock at zero', () => {
    expect(onlyXLeftInStock(5, 5)).toBe(5);
    expect(onlyXLeftInStock(6, 5)).toBeNull();
    expect(onlyXLeftInStock(0, 5)).toBe(0);
    expect(stockStatus(0)).toBe('OUT_OF_STOCK');
    expect(stockStatus(1)).toBe('IN_STOCK');
  });

  it('keeps the quantity in the cart at or below the stock', () => {
    expect(lineQuantityError(3, 3)).toBeNull();
    expect(lineQuantityError(4, 3)).toEqual({ code: 'INSUFFICIENT_STOCK', message: 'Quantità non disponibile: ne restano solo 3.' });
  });

  it('refuses an out-of-stock product and more than the maximum saleable quantity', () => {
    expect(lineQuantityError(1, 0)?.code).toBe('NOT_SALABLE');
    expect(lineQuantityError(MAX_SALEABLE_QTY + 1, 1000)?.message).toMatch(/quantità massima acquistabile/);
  });
});
