import { eventSchemas, navigateTo } from './events';

describe('shell:navigate', () => {
  const schema = eventSchemas['shell:navigate']();

  it('carries a redirect that takes the place of the current history entry', () => {
    expect(navigateTo('/it', { replace: true }).payload).toEqual({ v: 1, to: '/it', replace: true });
    expect(schema.safeParse(navigateTo('/it', { replace: true }).payload).success).toBe(true);
  });

  it('still reads a navigation from a publisher that knows nothing of replace', () => {
    expect(navigateTo('/it/cart').payload).toEqual({ v: 1, to: '/it/cart' });
    expect(schema.safeParse({ v: 1, to: '/it/cart' }).data).toEqual({ v: 1, to: '/it/cart' });
  });

  it('refuses a replace that is not a yes or no', () => {
    expect(schema.safeParse({ v: 1, to: '/it', replace: 'true' }).success).toBe(false);
  });
});
