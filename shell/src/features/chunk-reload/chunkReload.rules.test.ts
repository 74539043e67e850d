import { isChunkLoadError, mayReload } from './chunkReload.rules';

describe('isChunkLoadError', () => {
  it.each([
    ['webpack ChunkLoadError', Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' })],
    ['a webpack message alone', new Error('Loading chunk src_fragments_CartSidebar_index_ts failed.\n(missing: /chunks/x.js)')],
    ['a CSS chunk', Object.assign(new Error('Loading CSS chunk 77 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
    ['a Module Federation script error', new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.')],
    ['a native dynamic import', new TypeError('Failed to fetch dynamically imported module: /chunks/a.js')],
  ])('recognises %s', (_case, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['an API error', new Error('Impossibile contattare il negozio.')],
    ['a string', 'Loading chunk 1 failed'],
    ['nothing', undefined],
    ['null', null],
  ])('ignores %s', (_case, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});

describe('mayReload', () => {
  const now = 1_800_000_000_000;
  it('allows the first reload', () => {
    expect(mayReload(null, now)).toBe(true);
  });
  it('refuses a second reload within 60 seconds', () => {
    expect(mayReload(now - 59_999, now)).toBe(false);
  });
  it('allows another after 60 seconds', () => {
    expect(mayReload(now - 60_000, now)).toBe(true);
  });
  it('does not stay blocked by a timestamp from the future (a clock set back)', () => {
    expect(mayReload(now + 3_600_000, now)).toBe(true);
  });
});
