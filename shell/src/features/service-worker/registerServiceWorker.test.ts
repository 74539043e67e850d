import { registerServiceWorker } from './registerServiceWorker';

const container = () => ({ register: jest.fn().mockResolvedValue({}) }) as unknown as ServiceWorkerContainer & { register: jest.Mock };

describe('registerServiceWorker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers /sw.js for the whole site in a production build, in a task of its own', () => {
    const sw = container();
    registerServiceWorker({ mode: 'production', container: sw });
    expect(sw.register).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(sw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for the page to load', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const sw = container();
    registerServiceWorker({ mode: 'production', container: sw });
    jest.runAllTimers();
    expect(sw.register).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(sw.register).toHaveBeenCalledTimes(1);
  });

  it('stays out of development builds and tests', () => {
    const sw = container();
    registerServiceWorker({ mode: 'development', container: sw });
    registerServiceWorker({ container: sw });
    jest.runAllTimers();
    expect(sw.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker({ mode: 'production', container: undefined })).not.toThrow();
  });
});
