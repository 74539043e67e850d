import { api } from '@bottega/fragment-kit';
import { missingBlocks } from './blocks.rules';

/**
 * Spec §8: a content block that fails to load produces only a console warning; the caller still
 * gets every block that did arrive.
 */
export async function fetchBlocks(identifiers: readonly string[]) {
  const { items } = await api.call('content', 'cmsBlocks', { identifiers: [...identifiers] });
  const missing = missingBlocks(identifiers, items);
  if (missing.length > 0) console.warn(`[mf-content] content blocks not found: ${missing.join(', ')}`);
  return items;
}
