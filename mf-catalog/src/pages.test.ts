/** @jest-environment node */
import { apiError } from '@bottega/test-kit/render';
import { answerPage } from '@bottega/test-kit/server';
import { category, configurable, product, productList } from './testing/fixtures';
import { pages } from './pages';

const shop = {
  productDetail: (uid: unknown) => {
    if (uid === 'NOPE') throw apiError(404, 'Prodotto non trovato');
    return configurable();
  },
  categorySearch: (input: unknown) => ({ items: (input as { category_uid: { in: string[] } }).category_uid.in.includes('uomo-maglioni') ? [category] : [] }),
  products: () => productList([product({ uid: '1', name: 'Maglione blu' })], { total_count: 3 }),
};

describe('the catalog’s page answers', () => {
  it('describes a product from the query its page prefetches, and is 404 for one the API does not know', async () => {
    const { answer, calls } = await answerPage(pages, 'ProductPage', shop, { params: { productId: '20001' } });
    expect(answer).toMatchObject({
      status: 200,
      head: { title: 'Dolcevita in lana merino · Lanificio Aurora | Bottega', canonical: 'https://shop.example/it/p/20001', ogType: 'product' },
    });
    expect(calls()).toEqual(['productDetail']);
    expect((await answerPage(pages, 'ProductPage', shop, { params: { productId: 'NOPE' } })).answer).toEqual({ status: 404 });
  });

  it('names a listing’s page as the shopper sees it: the count it finds, out of the index when filtered, the category id of /it/Category no filter', async () => {
    const { answer, calls } = await answerPage(pages, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' }, query: '?color=blu&page=2' });
    expect(answer).toMatchObject({ status: 200, head: { title: 'Maglioni – pagina 2 | Bottega', robots: 'noindex,follow' } });
    expect('head' in answer && answer.head?.description.startsWith('Maglioni – pagina 2: 3 articoli')).toBe(true);
    expect(calls('products')).toEqual([[{ filters: { category_uid: { in: ['uomo-maglioni'] }, attributes: { color: ['blu'] } }, sort: 'default', page: 2, pageSize: 14 }]]);
    const capitalised = (await answerPage(pages, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' }, query: '?id=uomo-maglioni' })).answer;
    expect(capitalised).toMatchObject({ status: 200, head: { canonical: 'https://shop.example/it/c/uomo-maglioni' } });
    expect(capitalised).not.toHaveProperty('head.robots');
    expect((await answerPage(pages, 'CategoryPage', shop, { params: { categoryId: 'NOPE' } })).answer).toEqual({ status: 404 });
  });

  it('fails, rather than answering a guess, when the API cannot say', async () => {
    await expect(
      answerPage(
        pages,
        'CategoryPage',
        {
          ...shop,
          products: () => {
            throw apiError(503, 'Servizio non disponibile');
          },
        },
        { params: { categoryId: 'uomo-maglioni' } },
      ),
    ).rejects.toThrow();
  });

  it('titles the search results page by its term, asking the API nothing', async () => {
    const { answer, calls } = await answerPage(pages, 'SearchPage', shop, { query: '?term=maglione' });
    expect(answer).toMatchObject({ status: 200, head: { title: 'Risultati per “maglione” | Bottega', robots: 'noindex,follow' } });
    expect(calls()).toEqual([]);
  });
});
