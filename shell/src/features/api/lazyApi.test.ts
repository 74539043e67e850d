import { loadApi } from './lazyApi';

describe('loadApi', () => {
  it('loads one same-origin client for the whole shell', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ data: { result: true } }) });
    Object.assign(globalThis, { fetch: fetchMock });
    const [first, second] = await Promise.all([loadApi(), loadApi()]);
    expect(first).toBe(second);
    await expect(first.call('commerce', 'revokeCustomerToken')).resolves.toEqual({ result: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/commerce/revokeCustomerToken', expect.objectContaining({ method: 'POST', credentials: 'include' }));
  });
});
