import { parseFacets } from '@bottega/api-contract/listing';
import { categoryHead } from './listing.head';
import type { ProductList } from './listing.api';

const ORIGIN = 'https://shop.example';
const category = {
  uid: 'Mg',
  name: 'Maglioni',
  url_key: 'maglioni',
  url_path: 'uomo/maglioni',
  parent_uid: 'MQ',
  product_count: 40,
  breadcrumbs: [{ uid: 'MQ', name: 'Uomo', url_path: 'uomo' }],
  children: [],
} as unknown as Parameters<typeof categoryHead>[2];
const found = (total: number) => ({ items: [{ uid: 'MTIz', name: 'Maglione' }], total_count: total }) as unknown as ProductList;
/** The listing's head for the address `query`, as its page answer reads it. */
const headFor = (query: string, listing?: ProductList) => categoryHead(ORIGIN, '/it', category, parseFacets(`?${query}`), new URLSearchParams(query), listing);

describe('a category listing’s head', () => {
  it('keeps a filtered or sorted listing out of the index, canonical to itself, and lists its products', () => {
    const plain = headFor('', found(40));
    expect(plain).toMatchObject({ canonical: 'https://shop.example/it/c/Mg', title: 'Maglioni | Bottega' });
    expect(plain.robots).toBeUndefined();
    expect(plain.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Uomo', item: 'https://shop.example/it/c/MQ' }, { name: 'Maglioni' }],
    });
    expect(plain.jsonLd[1]).toMatchObject({ '@type': 'ItemList', itemListElement: [{ position: 1, url: 'https://shop.example/it/p/MTIz' }] });
    // Not noindex and canonical to another page at once: the two would contradict each other.
    expect(headFor('color=blu&sort=price_asc&page=3')).toMatchObject({ canonical: 'https://shop.example/it/c/Mg?color=blu&sort=price_asc&page=3', robots: 'noindex,follow' });
    expect(headFor('page=2')).toMatchObject({ canonical: 'https://shop.example/it/c/Mg?page=2' });
    expect(headFor('page=2').robots).toBeUndefined();
  });

  it('counts in a filtered listing’s description the products it finds, not the whole category', () => {
    expect(headFor('color=blu', found(3)).description.startsWith('Maglioni: 3 articoli')).toBe(true);
    // Without the listing, the category's own count.
    expect(headFor('').description.startsWith('Maglioni: 40 articoli')).toBe(true);
  });

  it('gives a later page of a listing its own title and description, and the first page neither', () => {
    const [first, second] = [headFor(''), headFor('page=2')];
    expect(second.title).toBe('Maglioni – pagina 2 | Bottega');
    expect(second.description.startsWith('Maglioni – pagina 2: 40 articoli')).toBe(true);
    expect(first.title).toBe('Maglioni | Bottega');
    expect(first.description).not.toContain('pagina');
    expect(new Set([first, second, headFor('page=3')].map((head) => head.description)).size).toBe(3);
    // What is not a page number names no page.
    expect(headFor('page=abc').title).toBe('Maglioni | Bottega');
  });
});
