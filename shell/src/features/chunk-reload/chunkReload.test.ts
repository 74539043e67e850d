import { installChunkReload, reloadForChunkError, RELOAD_KEY } from './chunkReload';

const chunkError = () => Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });

describe('reloadForChunkError', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads the page once for a failed chunk and not again within 60 seconds', () => {
    const reload = jest.fn();
    let now = 1_000_000;
    const deps = { reload, now: () => now };
    expect(reloadForChunkError(chunkError(), deps)).toBe(true);
    now += 30_000;
    expect(reloadForChunkError(chunkError(), deps)).toBe(false);
    now += 30_000;
    expect(reloadForChunkError(chunkError(), deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload across the reload itself (session storage)', () => {
    const reload = jest.fn();
    reloadForChunkError(chunkError(), { reload, now: () => 5_000 });
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe('5000');
    expect(reloadForChunkError(chunkError(), { reload, now: () => 6_000 })).toBe(false);
  });

  it('ignores errors that are not chunk failures', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads while the browser is offline: the chunk failed for the connection, not for a deploy', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { reload, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(RELOAD_KEY)).toBeNull();
  });

  it('treats an unreadable timestamp as no reload yet', () => {
    sessionStorage.setItem(RELOAD_KEY, 'ieri');
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), { reload })).toBe(true);
  });
});

describe('installChunkReload', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads for an unhandled chunk rejection and an uncaught chunk error, within the guard', () => {
    const reload = jest.fn();
    const target = new EventTarget() as Window;
    const stop = installChunkReload({ reload }, target);
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: chunkError() });
    target.dispatchEvent(rejection);
    target.dispatchEvent(Object.assign(new Event('error'), { error: chunkError() }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    sessionStorage.clear();
    target.dispatchEvent(rejection);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
