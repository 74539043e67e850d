/** @jest-environment node */
import { createRendererServer } from '@bottega/fragment-kit/server';
import { renderManyAnswerSchema } from '@bottega/fragment-kit/protocol';
import { rendererUnderTest } from '@bottega/test-kit/rendererServer';
import { sessionExpiry } from '@bottega/test-kit/session';
import expose from '../../expose';
import { cmsBlocksOf, layoutBlocks } from '../../testing/fixtures';

describe("the layout's blocks as the content team's renderer draws them for logged-in shoppers", () => {
  let blockCalls: Array<string | null>;
  let contentVersion = 1;
  const answerBlocks = cmsBlocksOf(layoutBlocks);
  const renderer = rendererUnderTest(createRendererServer(expose, { apiUrl: 'http://api.test', assets: {}, versionMs: 0 }), (url, init) => {
    if (url.endsWith('/contentVersion')) return Response.json({ data: { version: contentVersion } });
    if (!url.endsWith('/cmsBlocks')) return Response.json({ message: `no fake for ${url}`, statusCode: 500 }, { status: 500 });
    blockCalls.push(new Headers(init?.headers).get('cookie'));
    const [args] = JSON.parse(String(init?.body)) as [{ identifiers: string[] }];
    return Response.json({ data: answerBlocks(args) });
  });
  beforeEach(() => {
    blockCalls = [];
  });

  /** A customer's page: its top bar, footer and copyright, as the edge asks the content team for them. */
  async function drawLayout(customer: string) {
    const requests = ['TopBar', 'FooterContent', 'Copyright'].map((fragment, at) => ({
      fragment,
      props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' },
      idPrefix: `l${at}-`,
    }));
    const expires = sessionExpiry();
    const response = await renderer.post('render-many', { requests }, { cookie: `customer_expires=${expires}; cart=${customer}` });
    return renderManyAnswerSchema.parse(await response.json()).answers.map((answer) => answer?.html ?? '');
  }

  it('asks the API for them once for every customer, without their cookies, until the CMS content changes', async () => {
    const [anna, bruno] = await Promise.all([drawLayout('anna'), drawLayout('bruno')]);
    expect(anna).toEqual(bruno);
    expect(anna[0]).toContain('Spedizione gratuita da 100 €');
    expect(blockCalls).toEqual([null]);

    await drawLayout('carla');
    expect(blockCalls).toHaveLength(1);
    contentVersion += 1;
    await drawLayout('carla');
    expect(blockCalls).toHaveLength(2);
  });
});
