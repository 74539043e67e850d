import Cookies from 'js-cookie';
import { analytics, createBus } from '@bottega/browser-contract';
import { saveConsent } from '../consent/consent';
import { startAnalytics } from './analytics';
import { startTagManager } from './tagManager';

const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-BOTTEGA';
const containerScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === CONTAINER);

beforeEach(() => {
  Cookies.remove('consent', { path: '/' });
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('the tag-manager container', () => {
  it('is not loaded before the shopper consents to statistics, nor after a refusal', () => {
    const stop = startTagManager({ containerUrl: CONTAINER });
    expect(containerScripts()).toHaveLength(0);
    saveConsent(false);
    expect(containerScripts()).toHaveLength(0);
    expect(window.dataLayer ?? []).toEqual([]);
    stop();
  });

  it('is loaded the moment the shopper consents, once, and receives the events pushed from then on', async () => {
    const stop = startTagManager({ containerUrl: CONTAINER, now: () => 1_700_000_000_000 });
    const bus = createBus(new EventTarget());
    const stopAnalytics = startAnalytics(bus, { loggedIn: () => false });
    saveConsent(true);
    saveConsent(true);
    expect(containerScripts()).toHaveLength(1);
    expect(containerScripts()[0].async).toBe(true);
    bus.publish(analytics('page_view'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.dataLayer).toEqual([
      { 'gtm.start': 1_700_000_000_000, event: 'gtm.js' },
      { event: 'page_view', customer: { isLoggedIn: false, customerId: 0, customerGroupId: 1, customerGroupCode: 'GENERAL' } },
    ]);
    stopAnalytics();
    stop();
  });

  it('is loaded at once for a shopper who consented on an earlier visit', () => {
    saveConsent(true);
    const stop = startTagManager({ containerUrl: CONTAINER });
    expect(containerScripts()).toHaveLength(1);
    stop();
  });

  it('is never loaded when no container is configured, whatever the consent', () => {
    saveConsent(true);
    startTagManager({ containerUrl: null });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('swallows a page that refuses the script: the shop goes on without it', () => {
    saveConsent(true);
    const refusing = {
      createElement: () => {
        throw new Error('blocked');
      },
      head: document.head,
    } as unknown as Document;
    expect(() => startTagManager({ containerUrl: CONTAINER, document: refusing })).not.toThrow();
  });
});

describe('configuredContainer', () => {});
