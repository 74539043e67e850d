import { shellProps } from '@bottega/test-kit/harness';
import { exposeSchema, propsSchemaFor } from './fragments';

// The props every fake shell gives (dev harnesses, the remotes' tests): they must pass the schema too.
const props = (params: Record<string, string>) => shellProps({ params });

describe('fragment props', () => {
  it('accepts the base props for a fragment without route params', () => {
    expect(propsSchemaFor('mf_cart', 'MiniCartButton').safeParse(props({})).success).toBe(true);
  });

  it('requires the product id for the product page, naming it', () => {
    const result = propsSchemaFor('mf_catalog', 'ProductPage').safeParse(props({}));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['params', 'productId']);
    expect(propsSchemaFor('mf_catalog', 'ProductPage').safeParse(props({ productId: 'p1' })).success).toBe(true);
  });

  it("takes the add-to-cart button's product as the catalog describes it, and refuses a malformed one", () => {
    const scarf = { sku: 'SCIARPA-02', type: 'SimpleProduct', name: 'Sciarpa in cashmere', brand: 'Lanificio Aurora', price: '89.9', stock: 'IN_STOCK', placement: 'card' };
    const schema = propsSchemaFor('mf_cart', 'AddToCartButton');
    expect(schema.safeParse(props(scarf)).success).toBe(true);
    expect(schema.safeParse(props({ ...scarf, parentSku: 'BT20001', options: 'color::grigio,dimensione::m', onlyLeft: '2' })).success).toBe(true);
    expect(schema.safeParse(props({ ...scarf, price: '89,90' })).error?.issues[0].path).toEqual(['params', 'price']);
    expect(schema.safeParse(props({ ...scarf, stock: 'maybe' })).success).toBe(false);
    expect(schema.safeParse(props({ ...scarf, sku: '' })).success).toBe(false);
  });

  it('refuses props without a usable bus or navigate', () => {
    expect(propsSchemaFor('mf_cart', 'CartPage').safeParse({ ...props({}), navigate: 'no' }).success).toBe(false);
    expect(propsSchemaFor('mf_cart', 'CartPage').safeParse({ ...props({}), bus: {} }).success).toBe(false);
  });
});

describe('expose', () => {
  it('reads a remote expose of contract and lazy fragments', () => {
    expect(exposeSchema().safeParse({ contract: 1, fragments: { CartPage: () => Promise.resolve({}) } }).success).toBe(true);
    expect(exposeSchema().safeParse({ contract: '1', fragments: {} }).success).toBe(false);
  });
});
