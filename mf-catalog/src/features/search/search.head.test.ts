import { searchHead } from './search.head';
import { parseSearchAddress } from './search.rules';

describe('the search results page’s head', () => {
  it('names the term searched, follows the results but keeps them out of the index, canonical to the term alone', () => {
    expect(searchHead('https://shop.example', '/it', parseSearchAddress('?term=%20maglione%20%3C/title%3E&page=2'))).toMatchObject({
      title: 'Risultati per “maglione </title>” | Bottega',
      robots: 'noindex,follow',
      canonical: 'https://shop.example/it/search?term=maglione+%3C%2Ftitle%3E',
    });
    expect(searchHead('https://shop.example', '/it', parseSearchAddress(''))).toMatchObject({ title: 'Cerca nel negozio | Bottega', canonical: 'https://shop.example/it/search' });
  });
});
