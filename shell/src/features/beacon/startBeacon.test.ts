import { startBeacon } from '.';

describe('the reporter comes on intent, never in the start', () => {
  const sent: string[] = [];
  beforeAll(() => {
    // jsdom has no sendBeacon: this one keeps what the browser would send.
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        const reader = new FileReader();
        reader.onload = () => sent.push(`${url} ${String(reader.result)}`);
        reader.readAsText(blob);
        return true;
      },
    });
  });
  afterEach(() => {
    delete window.__bottegaReports;
    sent.length = 0;
  });

  it('loads nothing on a page the edge did not sample', () => {
    const load = jest.fn();
    startBeacon(load);
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the reporter once, at the shopper's first intent, and hands it what the head script saw", async () => {
    window.__bottegaReports = { page: '/it/c/uomo', seen: [{ kind: 'error' }] };
    const startReporter = jest.fn();
    const load = jest.fn(async () => ({ startReporter }));
    startBeacon(load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointerdown'));
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startReporter).toHaveBeenCalledWith(window.__bottegaReports);
  });

  it('sends what the head script saw when the page is hidden before the reporter came', async () => {
    window.__bottegaReports = { page: '/it', seen: [{ kind: 'rejection', name: 'ChunkLoadError', message: 'Loading chunk 7 failed.' }] };
    startBeacon(jest.fn());
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(['/beacon {"page":"/it","vitals":[],"errors":[{"kind":"chunk"}]}']);
    expect(window.__bottegaReports.seen).toEqual([]);
  });
});
