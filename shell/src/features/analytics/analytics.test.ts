import { analytics, accountChanged, createBus } from '@bottega/browser-contract';
import Cookies from 'js-cookie';
import { startAnalytics } from './analytics';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const profile = { firstname: 'Giulia', lastname: 'Rossi', email: 'giulia@example.it' };

function setup({ consent = true, loggedIn = false } = {}) {
  const bus = createBus(new EventTarget());
  const layer: unknown[] = [];
  const api = { call: jest.fn().mockResolvedValue(profile) };
  const state = { consent, loggedIn };
  const stop = startAnalytics(bus, { api: () => Promise.resolve(api), mayMeasure: () => state.consent, loggedIn: () => state.loggedIn, dataLayer: () => layer });
  return { bus, layer, api, state, stop };
}

describe('startAnalytics', () => {
  it('pushes nothing without consent to statistics', async () => {
    const { bus, layer, api, stop } = setup({ consent: false, loggedIn: true });
    bus.publish(analytics('add_to_cart', { sku: 'MAG-01' }));
    await flush();
    expect(layer).toEqual([]);
    expect(api.call).not.toHaveBeenCalled();
    stop();
  });

  it('pushes a guest’s event with the guest customer data', async () => {
    const { bus, layer, stop } = setup();
    bus.publish(analytics('add_to_cart', { sku: 'MAG-01', quantity: 1 }));
    await flush();
    expect(layer).toEqual([{ event: 'add_to_cart', sku: 'MAG-01', quantity: 1, customer: { isLoggedIn: false, customerId: 0, customerGroupId: 1, customerGroupCode: 'GENERAL' } }]);
    stop();
  });

  it('pushes a customer’s events in order, loading the profile once', async () => {
    const { bus, layer, api, stop } = setup({ loggedIn: true });
    bus.publish(analytics('view_item', { sku: 'A' }));
    bus.publish(analytics('add_to_cart', { sku: 'A' }));
    await flush();
    expect(layer.map((entry) => (entry as { event: string }).event)).toEqual(['view_item', 'add_to_cart']);
    expect((layer[0] as { customer: unknown }).customer).toEqual({ isLoggedIn: true, firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.it' });
    expect(api.call).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reloads the profile after the account changes', async () => {
    const { bus, api, stop } = setup({ loggedIn: true });
    bus.publish(analytics('view_item'));
    await flush();
    bus.publish(accountChanged(true));
    bus.publish(analytics('view_item'));
    await flush();
    expect(api.call).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts measuring the moment consent is given, with no replay of earlier events', async () => {
    const { bus, layer, state, stop } = setup({ consent: false });
    bus.publish(analytics('page_view'));
    state.consent = true;
    bus.publish(analytics('add_to_cart'));
    await flush();
    expect(layer.map((entry) => (entry as { event: string }).event)).toEqual(['add_to_cart']);
    stop();
  });

  it('swallows failures: a broken dataLayer or profile call changes nothing for the shopper', async () => {
    const bus = createBus(new EventTarget());
    const api = { call: jest.fn().mockRejectedValue(new Error('401')) };
    const layer: unknown[] = [];
    let broken = true;
    const stop = startAnalytics(bus, {
      api: () => Promise.resolve(api),
      mayMeasure: () => true,
      loggedIn: () => true,
      dataLayer: () => {
        if (broken) throw new Error('blocked by an extension');
        return layer;
      },
    });
    bus.publish(analytics('view_item'));
    await flush();
    broken = false;
    bus.publish(analytics('add_to_cart'));
    await flush();
    expect(layer).toEqual([{ event: 'add_to_cart', customer: { isLoggedIn: true } }]);
    stop();
  });

  it('uses window.dataLayer by default', async () => {
    const bus = createBus(new EventTarget());
    const stop = startAnalytics(bus, { mayMeasure: () => true, loggedIn: () => false });
    bus.publish(analytics('page_view'));
    await flush();
    expect(window.dataLayer).toHaveLength(1);
    stop();
  });

  it('follows the consent cookie the banner writes', async () => {
    const bus = createBus(new EventTarget());
    const layer: unknown[] = [];
    const stop = startAnalytics(bus, { loggedIn: () => false, dataLayer: () => layer });
    const choose = (statistics: boolean) => Cookies.set('consent', JSON.stringify({ statistics, date: new Date().toISOString() }), { path: '/' });
    bus.publish(analytics('page_view'));
    choose(false);
    bus.publish(analytics('page_view'));
    choose(true);
    bus.publish(analytics('add_to_cart'));
    await flush();
    expect(layer.map((entry) => (entry as { event: string }).event)).toEqual(['add_to_cart']);
    Cookies.remove('consent', { path: '/' });
    stop();
  });
});
