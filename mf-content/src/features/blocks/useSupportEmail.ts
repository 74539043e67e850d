import { config } from '../../app/config';
import { layoutBlockIds } from './blocks.rules';
import { useLayoutBlocks } from './useLayoutBlocks';

/** docs/product-rules.md §1's {email}: the customer-service address of the locale's pre-header block (the top
 * bar's request, already cached), else the configured one, so a toast always names an address. */
export function useSupportEmail(locale: string) {
  const { blocks } = useLayoutBlocks(locale);
  return blocks?.get(layoutBlockIds(locale).preHeader)?.contact?.email ?? config.supportEmail;
}
