import { cmsHead } from './cms.head';
import { cmsPagePath } from './cms.rules';

describe('a CMS page’s head', () => {
  it('names the page by its own title and description, at its own address', () => {
    const page = { identifier: 'about-us', url_key: 'chi-siamo', title: 'Chi siamo', content: '<p>Storia</p>', meta_description: '' };
    expect(cmsHead('https://shop.example', page, cmsPagePath(page.url_key, '/it'))).toMatchObject({
      title: 'Chi siamo | Bottega',
      description: 'Storia',
      canonical: 'https://shop.example/it/chi-siamo',
      ogType: 'website',
    });
  });

  it('places the privacy policy at the address the shell serves it on, outside the locale prefix', () => {
    expect(cmsPagePath('privacy', '/it')).toBe('/privacy');
    expect(cmsPagePath('aiuto/resi e cambi', '/it')).toBe('/it/aiuto/resi%20e%20cambi');
  });
});
