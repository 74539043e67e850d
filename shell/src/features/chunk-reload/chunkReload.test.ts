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

  const rejection = () => Object.assign(new Event('unhandledrejection'), { reason: chunkError() });
  const uncaught = () => Object.assign(new Event('error'), { error: chunkError() });

  it('reloads for an unhandled chunk rejection and for an uncaught chunk error, each on its own', () => {
    const reload = jest.fn();
    const target = new EventTarget() as Window;
    installChunkReload({ reload }, target);
    target.dispatchEvent(rejection());
    expect(reload).toHaveBeenCalledTimes(1);
    // Without the guard the first reload set, the error must reload by itself.
    sessionStorage.clear();
    target.dispatchEvent(uncaught());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads once for both within the guard, and not at all once stopped', () => {
    const reload = jest.fn();
    const target = new EventTarget() as Window;
    const stop = installChunkReload({ reload }, target);
    target.dispatchEvent(rejection());
    target.dispatchEvent(uncaught());
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    sessionStorage.clear();
    target.dispatchEvent(rejection());
    target.dispatchEvent(uncaught());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
