import { registerServiceWorker } from './registerServiceWorker';

const container = () => ({ register: jest.fn().mockResolvedValue({}) }) as unknown as ServiceWorkerContainer & { register: jest.Mock };

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site in a production build', () => {
    const sw = container();
    registerServiceWorker({ mode: 'production', container: sw });
    expect(sw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('stays out of development builds and tests', () => {
    const sw = container();
    registerServiceWorker({ mode: 'development', container: sw });
    registerServiceWorker({ container: sw });
    expect(sw.register).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker({ mode: 'production', container: undefined })).not.toThrow();
  });
});
