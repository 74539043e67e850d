import { homeHead, shopProfile } from './home.head';

const ORIGIN = 'https://shop.example';
const block = (identifier: string, extra: object) => ({ identifier, title: '', content: '', links: [], social: [], contact: null, ...extra }) as never;

describe('the home page’s head', () => {
  it('names the shop with its logo, its social profiles and customer service, as the footer shows them', () => {
    const profile = shopProfile(
      block('footer-social-it', { social: [{ url: 'https://social.example/bottega' }] }),
      block('footer-address-it', { contact: { email: 'a@b.example', phone: '+39 02 1234' } }),
    );
    const [organization] = homeHead(ORIGIN, '/it', profile).jsonLd;
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'https://shop.example/it',
      logo: 'https://shop.example/icon-512.png',
      sameAs: ['https://social.example/bottega'],
      contactPoint: { contactType: 'customer service', email: 'a@b.example', telephone: '+39 02 1234', availableLanguage: 'it' },
    });
  });

  it('leaves out what the footer blocks do not say', () => {
    const [organization] = homeHead(ORIGIN, '/it', shopProfile(undefined, undefined)).jsonLd;
    expect(organization).not.toHaveProperty('sameAs');
    expect(organization).not.toHaveProperty('contactPoint');
  });

  it('tells search engines where the shop’s search results are, with the term in the address the results page reads', () => {
    const site = homeHead(ORIGIN, '/it', shopProfile(undefined, undefined)).jsonLd[1] as { potentialAction: { target: { urlTemplate: string }; 'query-input': string } };
    expect(site).toMatchObject({ '@type': 'WebSite', url: 'https://shop.example/it' });
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });
    expect(site.potentialAction.target.urlTemplate).toBe('https://shop.example/it/search?term={search_term_string}');
  });
});
