import { formStatusOf, pageWithStatus } from './postedForms';

describe("an answered form's outcome in the page's address", () => {
  it('goes back to the page with its query kept, replacing an earlier outcome', () => {
    expect(pageWithStatus('/it/p/1?color=a&esito=add-to-cart.added.X', { action: 'add-to-cart', outcome: 'repeated', subject: 'MG-01' })).toBe(
      '/it/p/1?color=a&esito=add-to-cart.repeated.MG-01',
    );
    expect(pageWithStatus('/it/c/2', { action: 'add-to-cart', outcome: 'unavailable' })).toBe('/it/c/2?esito=add-to-cart.unavailable');
  });

  it('reads back what it wrote, and nothing a form does not write', () => {
    expect(formStatusOf('?color=a&esito=add-to-cart.added.MG-01')).toEqual({ action: 'add-to-cart', outcome: 'added', subject: 'MG-01' });
    expect(formStatusOf('esito=add-to-cart.late')).toEqual({ action: 'add-to-cart', outcome: 'late' });
    for (const query of ['', '?esito=', '?esito=add-to-cart', '?esito=a.b.c.d', '?esito=add.<b>', '?esito=add.ok.%3Cscript%3E']) expect(formStatusOf(query)).toBeNull();
  });

  it('leaves out a subject a form could not have written (a tampered sku)', () => {
    expect(pageWithStatus('/it/p/1', { action: 'add-to-cart', outcome: 'not-found', subject: '../<x>' })).toBe('/it/p/1?esito=add-to-cart.not-found');
  });
});
