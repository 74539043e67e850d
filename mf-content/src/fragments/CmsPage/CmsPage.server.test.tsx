/** @jest-environment node */
import { apiError } from '@bottega/test-kit/render';
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { pageQuery } from '../../features/cms/cms.api';
import { cmsPage, hostileText, hostileTextEscaped } from '../../testing/fixtures';
import CmsPage from './index';

const aboutUs = cmsPage('about-us', { title: 'Chi siamo', meta_description: 'Dal 1987 a Biella.', content: '<p>Una bottega di <a href="/it/c/maglieria">maglieria</a>.</p>' });

describe('CMS page drawn on the server', () => {
  it('arrives with the page’s title, its lead and its sanitised HTML, and the page the browser will read', async () => {
    const { html, state, calls } = await renderOnServer(CmsPage, 'CmsPage', { cmsPage: () => aboutUs }, { query: '?id=about-us' });
    expect(html).toContain('<h1 class="title">Chi siamo</h1><p class="lead">Dal 1987 a Biella.</p>');
    expect(html).toContain('<p>Una bottega di <a href="/it/c/maglieria">maglieria</a>.</p>');
    expect(calls('cmsPage')).toEqual([[{ identifier: 'about-us' }]]);
    expect(dataOf(state, pageQuery({ identifier: 'about-us' }).queryKey)).toEqual(aboutUs);
  });

  it('draws the not-found page for a page the CMS does not have, and tells the browser so', async () => {
    const { html, state } = await renderOnServer(
      CmsPage,
      'CmsPage',
      {
        cmsPage: () => {
          throw apiError(404);
        },
      },
      { params: { identifier: 'non-esiste' } },
    );
    expect(html).toContain('>Ops!</h1>');
    expect(dataOf(state, pageQuery({ identifier: 'non-esiste' }).queryKey)).toBeNull();
  });

  it('draws the not-found page without asking the API when the address names no page', async () => {
    const { html, calls } = await renderOnServer(CmsPage, 'CmsPage', {});
    expect(html).toContain('>Ops!</h1>');
    expect(calls()).toEqual([]);
  });

  it('cannot be broken out of by a title, a lead or the page’s text', async () => {
    const page = cmsPage('saldi', { title: hostileText, meta_description: hostileText, content: `<p>${hostileTextEscaped}</p>` });
    const { html } = await renderOnServer(CmsPage, 'CmsPage', { cmsPage: () => page }, { params: { identifier: 'saldi' } });
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<h1 class="title">${hostileTextEscaped}</h1><p class="lead">${hostileTextEscaped}</p>`);
    expect(html).toContain(`<p>${hostileTextEscaped}</p>`);
  });
});
