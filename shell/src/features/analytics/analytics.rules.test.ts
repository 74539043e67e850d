import { customerData, dataLayerEntry, GUEST_CUSTOMER } from './analytics.rules';

describe('customerData', () => {
  it('describes a guest as customer 0 of the GENERAL group (id 1)', () => {
    expect(customerData(false, null)).toEqual({ isLoggedIn: false, customerId: 0, customerGroupId: 1, customerGroupCode: 'GENERAL' });
  });

  it('describes a logged-in customer by name and e-mail', () => {
    expect(customerData(true, { firstname: 'Giulia', lastname: 'Rossi', email: 'giulia@example.it' })).toEqual({
      isLoggedIn: true,
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia@example.it',
    });
  });

  it('still flags a logged-in customer whose profile is unavailable', () => {
    expect(customerData(true, null)).toEqual({ isLoggedIn: true });
  });
});

describe('dataLayerEntry', () => {
  it('keeps the payload and lets no payload overwrite the event name or the customer', () => {
    expect(dataLayerEntry('add_to_cart', { sku: 'MAG-01', event: 'altro', customer: 'x' }, GUEST_CUSTOMER)).toEqual({
      sku: 'MAG-01',
      event: 'add_to_cart',
      customer: GUEST_CUSTOMER,
    });
  });
});
