import { deadline } from '../src/serverLimits';

describe('a deadline on a server’s own call', () => {
  it('passes on what the call gives within it', async () => {
    const limit = deadline(1000);
    await expect(limit.within(Promise.resolve('answer'))).resolves.toBe('answer');
    await expect(limit.within(Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(limit.signal.aborted).toBe(false);
  });

  it('aborts the call and ends the wait at the limit, even when the call never settles', async () => {
    const limit = deadline(50);
    const waited = limit.within(new Promise(() => undefined));
    await expect(waited).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(limit.signal.aborted).toBe(true);
    expect(limit.signal.reason).toMatchObject({ name: 'TimeoutError' });
  });

  it('keeps no process alive until its limit', () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    const before = timers();
    deadline(60_000);
    expect(timers()).toBe(before);
  });
});
