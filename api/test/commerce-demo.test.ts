import { createTestApp, databases, type TestApp } from './harness';
import { Shopper } from './commerce-shopper';
import { DEMO_PASSWORD, seedDemoCustomers } from '../src/commerce/demo-customers';
import { isValidFiscalCode } from '@bottega/api-contract';

describe.each(databases())('demo customers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('can log in with the documented password and finds an order, an address and a review', async () => {
    await seedDemoCustomers(t.deps.db);
    expect(await seedDemoCustomers(t.deps.db)).toBe(0);
    const shopper = new Shopper(t);
    await shopper.ok('generateCustomerToken', [{ email: 'giulia.bianchi@example.it', password: DEMO_PASSWORD }]);
    const customer = await shopper.ok('customer');
    expect(isValidFiscalCode(customer.tax_code)).toBe(true);
    expect(customer.addresses[0]).toMatchObject({ city: 'Milano', default_shipping: true });
    expect((await shopper.ok('customerOrders', [null])).items[0]).toMatchObject({ status: 'processing', status_label: 'Pagato, in preparazione' });
    expect((await shopper.ok('customerReviews', [null])).total_count).toBe(1);
  });
});
