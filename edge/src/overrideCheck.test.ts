import { manifestNames, refuseOtherTeamsBuilds } from './overrideCheck';

describe("a tester's override", () => {
  const catalogBuild = 'http://127.0.0.1:8081/2.0.0/mf-manifest.json';
  const names: Record<string, string | null> = { [catalogBuild]: 'mf_catalog', 'http://127.0.0.1:8082/2.0.0/mf-manifest.json': 'mf_cart' };
  const nameOf = async (url: string) => names[url] ?? null;

  it("is refused when its manifest is another team's build, and kept when it is the remote's own or cannot be read", async () => {
    const checked = await refuseOtherTeamsBuilds(
      { active: { mf_cart: catalogBuild, mf_catalog: catalogBuild, mf_account: 'http://127.0.0.1:8084/9.9.9/mf-manifest.json' }, rejected: [] },
      nameOf,
    );
    expect(checked.active).toEqual({ mf_catalog: catalogBuild, mf_account: 'http://127.0.0.1:8084/9.9.9/mf-manifest.json' });
    expect(checked.rejected).toEqual([{ remote: 'mf_cart', url: catalogBuild, reason: 'wrong-remote' }]);
  });

  it('reads each manifest once, and again after a failed reading', async () => {
    let calls = 0;
    let up = false;
    const read = manifestNames((async () => {
      calls += 1;
      if (!up) throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify({ name: 'mf_cart' }));
    }) as unknown as typeof fetch);
    expect(await read('http://x/mf-manifest.json')).toBeNull();
    up = true;
    expect(await read('http://x/mf-manifest.json')).toBe('mf_cart');
    expect(await read('http://x/mf-manifest.json')).toBe('mf_cart');
    expect(calls).toBe(2);
  });
});
