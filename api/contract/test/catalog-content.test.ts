import { methods, createApiClient, ApiError } from '../src';
import { contactUsInput, italianPhone, plainText, messages } from '../src/content';
import { productSearchInput } from '../src/catalog';

describe('form rules shared by the contact form and the API', () => {
  it.each(['+39 333 1234567', '3331234567', '02 1234567', '+390212345678', '0612345678'])('accepts the Italian phone %s', (phone) => {
    expect(italianPhone.safeParse(phone).success).toBe(true);
  });

  it.each(['12345', '+44 20 7946 0958', '333-12', 'telefono'])('refuses %s with the Italian message', (phone) => {
    const result = italianPhone.safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(messages.telephone);
  });

  it('refuses < > and ; in free text, and requires it', () => {
    const field = plainText(50);
    expect(field.safeParse('<b>').error!.issues[0].message).toBe(messages.angleBrackets);
    expect(field.safeParse('a; b').error!.issues[0].message).toBe(messages.semicolon);
    expect(field.safeParse('   ').error!.issues[0].message).toBe(messages.required);
    expect(field.parse('  Giulia  ')).toBe('Giulia');
  });

  it('lets the telephone be left empty but not the e-mail', () => {
    expect(contactUsInput.safeParse({ name: 'Anna', email: 'anna@example.it', telephone: '', comment: 'Ciao' }).success).toBe(true);
    expect(contactUsInput.safeParse({ name: 'Anna', email: '', comment: 'Ciao' }).error!.issues[0]).toMatchObject({ path: ['email'], message: messages.required });
  });
});

describe('the search arguments', () => {
  it('take facets by id with prefix::id values and refuse unknown facet ids', () => {
    expect(productSearchInput.safeParse({ filters: { attributes: { color: ['color::blu'], dimensione: ['dimensione::m'] } } }).success).toBe(true);
    expect(productSearchInput.safeParse({ filters: { attributes: { colour: ['blu'] } } }).success).toBe(false);
  });

  it('cap the page size at 100', () => {
    expect(productSearchInput.safeParse({ pageSize: 100 }).success).toBe(true);
    expect(productSearchInput.safeParse({ pageSize: 101 }).success).toBe(false);
  });
});

describe('the typed client', () => {
  it('posts the arguments array and returns the parsed data', async () => {
    const calls: Array<{ url: string; body: string }> = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: String(init?.body) });
      return new Response(JSON.stringify({ data: { uid: 'mainmenu', items: [] } }), { status: 200 });
    };
    const client = createApiClient({ baseUrl: '', fetch: fetch as typeof globalThis.fetch });
    await expect(client.call('commerce', 'menu', { code: 'mainmenu' })).resolves.toEqual({ uid: 'mainmenu', items: [] });
    expect(calls).toEqual([{ url: '/api/commerce/menu', body: '[{"code":"mainmenu"}]' }]);
    expect(Object.keys(methods.content)).toEqual(['cmsBlocks', 'cmsPage', 'contentVersion', 'contactUs', 'captchaConfig']);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const fetch = async () => new Response(JSON.stringify({ message: 'Il prodotto richiesto non esiste o non è più disponibile.', statusCode: 404 }), { status: 404 });
    const client = createApiClient({ baseUrl: '', fetch: fetch as typeof globalThis.fetch });
    await expect(client.call('commerce', 'productDetail', '1')).rejects.toEqual(new ApiError('Il prodotto richiesto non esiste o non è più disponibile.', 404));
  });
});
