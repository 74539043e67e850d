import { useCallback, useEffect, useMemo, useState } from 'react';
import { parseFacets, serializeFacets, type Facets } from '@bottega/api-contract/listing';

/** The listing's facets live in the address (docs/product-rules.md §3), so back, forward, reload and shared links restore them;
 * every change is a navigation, and a local copy shows the new facets before the shell hands the new query back. */
export function useFacetsFromAddress(query: string, pathname: string, navigate: (to: string) => void) {
  const [search, setSearch] = useState(query);
  useEffect(() => setSearch(query), [query]);
  const facets = useMemo(() => parseFacets(search), [search]);
  const hrefOf = useCallback((next: Facets) => `${pathname}${serializeFacets(next)}`, [pathname]);
  const change = useCallback(
    (next: Facets) => {
      const serialized = serializeFacets(next);
      setSearch(serialized);
      navigate(`${pathname}${serialized}`);
    },
    [navigate, pathname],
  );
  return { facets, change, hrefOf };
}
