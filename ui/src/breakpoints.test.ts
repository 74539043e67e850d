import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontEndSources } from './testing/frontEndSources';

// docs/product-rules.md §9's breakpoints: custom properties cannot be used inside @media, so every package
// writes the values itself, and this holds each media query to the tokens.

/** The `--bp-*` tokens of `ui/src/tokens.css`, in pixels. */
const breakpointsOf = (tokens: string) => [...tokens.matchAll(/--bp-[\w-]+:\s*(\d+)px/g)].map(([, px]) => Number(px));

const WIDTH_FEATURE = /\(\s*(min|max)-width\s*:\s*([^)]*?)\s*\)/g;

/** What is wrong with one media query: a min-width must be a breakpoint and a max-width one pixel below one, so ranges meet without gap or overlap. */
function problemsOfQuery(query: string, breakpoints: number[]): string[] {
  const problems: string[] = [];
  let from = 0;
  let to = Infinity;
  for (const [feature, bound, value] of query.matchAll(WIDTH_FEATURE)) {
    const px = /^(\d+)px$/.exec(value);
    if (!px) {
      problems.push(`${feature} is not written in px`);
      continue;
    }
    const width = Number(px[1]);
    if (bound === 'min') {
      if (!breakpoints.includes(width)) problems.push(`${feature}: ${width}px is not a breakpoint`);
      from = Math.max(from, width);
    } else {
      if (!breakpoints.includes(width + 1)) problems.push(`${feature}: ${width + 1}px is not a breakpoint, so this range and the next overlap or leave a gap`);
      to = Math.min(to, width);
    }
  }
  if (from > to) problems.push(`${query.trim()} matches no width`);
  if (/width/.test(query.replace(WIDTH_FEATURE, ''))) problems.push(`${query.trim()}: write widths as (min-width: Npx) or (max-width: Npx)`);
  return problems;
}

/** The media queries of a stylesheet (comments left out) or of a script (`matchMedia`, `useMediaQuery`). */
function mediaQueriesOf(file: string, source: string): string[] {
  const lists = file.endsWith('.css')
    ? [...source.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@media([^{]+)\{/g)].map(([, prelude]) => prelude)
    : [...source.matchAll(/(?:matchMedia|useMediaQuery)\(\s*(['"`])(.+?)\1/g)].map(([, , query]) => query);
  return lists.flatMap((list) => list.split(','));
}

function problemsIn(files: Record<string, string>, breakpoints: number[]): string[] {
  return Object.entries(files).flatMap(([file, source]) =>
    mediaQueriesOf(file, source).flatMap((query) => problemsOfQuery(query, breakpoints).map((problem) => `${file}: ${problem}`)),
  );
}

const breakpoints = breakpointsOf(readFileSync(join(__dirname, 'tokens.css'), 'utf8'));

describe('breakpoints (product rule §9)', () => {
  it('are the tokens 320, 640, 768, 1024, 1280 and 1536', () => {
    expect(breakpoints).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });

  it('are the only widths the shop’s media queries use, in CSS and in scripts', () => {
    const files = frontEndSources();
    const queries = Object.entries(files).flatMap(([file, source]) => mediaQueriesOf(file, source));
    expect(queries.filter((query) => /width/.test(query)).length).toBeGreaterThan(50);
    expect(problemsIn(files, breakpoints)).toEqual([]);
  });

  it('catches a width off the breakpoints, a max-width that overlaps the next range, a range of no width and other units', () => {
    const files = {
      'a.module.css': [
        '/* @media (min-width: 700px) in a comment does not count */',
        '@media (min-width: 768px) and (max-width: 1023px) { .tablet {} }',
        '@media (max-width: 767px), (min-width: 1280px) { .ends {} }',
        '@media (min-width: 700px) { .odd {} }',
        '@media (max-width: 768px) { .overlap {} }',
        '@media (min-width: 1024px) and (max-width: 767px) { .none {} }',
        '@media (min-width: 48em) { .em {} }',
        '@media (width >= 768px) { .range {} }',
        '@media (prefers-reduced-motion: reduce) { .still {} }',
      ].join('\n'),
      'b.tsx': "const desktop = useMediaQuery('(min-width: 1024px)'); const wide = window.matchMedia('(min-width: 1200px)');",
    };
    expect(problemsIn(files, breakpoints)).toEqual([
      'a.module.css: (min-width: 700px): 700px is not a breakpoint',
      'a.module.css: (max-width: 768px): 769px is not a breakpoint, so this range and the next overlap or leave a gap',
      'a.module.css: (min-width: 1024px) and (max-width: 767px) matches no width',
      'a.module.css: (min-width: 48em) is not written in px',
      'a.module.css: (width >= 768px): write widths as (min-width: Npx) or (max-width: Npx)',
      'b.tsx: (min-width: 1200px): 1200px is not a breakpoint',
    ]);
  });
});
