import { createBus, fragmentPropsSchema } from '@bottega/browser-contract';
import { fragmentProps } from './fragmentProps';

const services = { bus: createBus(new EventTarget()), navigate: jest.fn(), slot: jest.fn() };

describe('the props the shell gives a fragment', () => {
  it('carry the locale, market and link prefix of the page’s first path segment', () => {
    const props = fragmentProps(services, { categoryId: 'uomo' }, '?page=2', '/it/c/uomo');
    expect(props).toMatchObject({ locale: 'it', market: 'it', basePath: '/it', params: { categoryId: 'uomo' }, query: '?page=2' });
    expect(fragmentPropsSchema().safeParse(props).success).toBe(true);
  });

  it('fall back to the default market outside a locale (the privacy policy, the bare root)', () => {
    for (const path of ['/privacy', '/']) expect(fragmentProps(services, {}, '', path)).toMatchObject({ locale: 'it', market: 'it', basePath: '/it' });
  });
});
