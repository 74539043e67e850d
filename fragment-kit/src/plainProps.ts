import { shopperContextForPath } from '@bottega/api-contract';
import type { RenderRequest } from './server/protocol';

/** The plain part of a fragment's props: what travels from the edge to a team's renderer and back to the browser. */
export type PlainFragmentProps = RenderRequest['props'];

/** A fragment's plain props at `pathname`: locale, market and link prefix follow its first segment
 * (docs/product-rules.md §2, §7); the shell, its server render and the edge build them here alike. */
export function plainFragmentProps(pathname: string, params: Record<string, string>, query: string): PlainFragmentProps {
  const { locale, market } = shopperContextForPath(pathname);
  return { locale, market, basePath: `/${locale}`, params, query };
}
