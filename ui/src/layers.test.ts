import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontEndSources } from './testing/frontEndSources';

// One stacking order for the whole page (tokens.css, "Layers"): a layer written anywhere else, or a
// number, is how a cookie sheet ends up over a drawer's "Procedi al checkout".

/** The `--z-*` layers of `ui/src/tokens.css`, bottom to top, with their values. */
const layersOf = (tokens: string) => new Map([...tokens.matchAll(/(--z-[\w-]+):\s*(-?\d+)\s*;/g)].map(([, name, value]) => [name, Number(value)]));

/** Each z-index of a stylesheet or a script that is not one of the layers, as `file: value`. */
function strayLayers(files: Record<string, string>, layers: ReadonlyMap<string, number>): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    const values = file.endsWith('.css')
      ? [...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/z-index\s*:\s*([^;}]+)/g)].map(([, value]) => value.trim())
      : [...source.matchAll(/zIndex\s*:\s*([^,}\n]+)/g)].map(([, value]) => value.trim());
    return values.filter((value) => !layers.has(/^var\((--z-[\w-]+)\)$/.exec(value)?.[1] ?? '')).map((value) => `${file}: ${value}`);
  });
}

const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
const layers = layersOf(tokens);

describe('the page’s layers', () => {
  it('stack the cookie sheet under the drawers and modals, and the toasts above everything', () => {
    const order = [...layers.entries()].sort(([, a], [, b]) => a - b).map(([name]) => name);
    expect(order).toEqual(['--z-base', '--z-raised', '--z-sticky', '--z-header', '--z-sheet', '--z-drawer', '--z-modal', '--z-toast']);
  });

  it('are the only z-index values of the shop’s stylesheets and scripts', () => {
    const files = frontEndSources();
    const written =
      Object.values(files)
        .join('\n')
        .match(/z-index\s*:/g) ?? [];
    expect(written.length).toBeGreaterThan(10);
    expect(strayLayers(files, layers)).toEqual([]);
  });

  it('catches a number, a fallback, an unknown layer and an inline style', () => {
    const files = {
      'a.module.css': [
        '/* z-index: 9 in a comment does not count */',
        '.a { z-index: 1000; }',
        '.b { z-index: var(--z-toast, 1000); }',
        '.c { z-index: var(--z-top); }',
        '.d { z-index: var(--z-drawer); }',
      ].join('\n'),
      'b.tsx': 'const style = { zIndex: 2 };',
    };
    expect(strayLayers(files, layers)).toEqual(['a.module.css: 1000', 'a.module.css: var(--z-toast, 1000)', 'a.module.css: var(--z-top)', 'b.tsx: 2']);
  });
});
