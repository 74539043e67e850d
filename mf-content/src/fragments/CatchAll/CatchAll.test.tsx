import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { CatchAll } from './CatchAll';

const at = (path: string) => window.history.replaceState(null, '', path);

describe('catch-all', () => {
  it('asks the resolver with the encoded form and lets the catalog render a product', async () => {
    at('/it/uomo/giacche/giacca%2Fblu');
    const calls = fakeApi({ route: () => ({ type: 'PRODUCT', uid: '10042', url_key: 'giacca', relative_url: 'giacca' }) });
    const { props, slotUnmount, unmount } = renderFragment(CatchAll, { params: { path: 'uomo/giacche/giacca/blu' } });
    await waitFor(() =>
      expect(props.slot).toHaveBeenCalledWith(expect.any(HTMLDivElement), 'mf_catalog', 'ProductPage', { productId: '10042' }, expect.objectContaining({ ssr: undefined })),
    );
    expect(calls('route')[0]).toEqual([{ url: 'uomo/giacche/giacca%2Fblu' }]);
    unmount();
    expect(slotUnmount).toHaveBeenCalled();
  });

  it('renders a CMS page itself', async () => {
    at('/it/chi-siamo');
    fakeApi({
      route: () => ({ type: 'CMS_PAGE', identifier: 'about-us', url_key: 'chi-siamo', relative_url: 'chi-siamo' }),
      cmsPage: () => ({ identifier: 'about-us', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Dal 1987.</p>', meta_description: '' }),
    });
    renderFragment(CatchAll);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chi siamo' })).toBeTruthy();
  });

  it('follows a redirect in place of the old address and shows the not-found page for an unknown path', async () => {
    at('/it/saldi');
    fakeApi({ route: () => ({ type: 'REDIRECT', redirect_code: 302, relative_url: '/it/c/outlet-interno' }) });
    const { props } = renderFragment(CatchAll);
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/it/c/outlet-interno', { replace: true }));

    at('/it/non-esiste');
    fakeApi({ route: () => null });
    renderFragment(CatchAll);
    expect(await screen.findByRole('heading', { name: 'Ops!' })).toBeTruthy();
  });
});
