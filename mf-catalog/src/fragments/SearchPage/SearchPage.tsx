import { useRef } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Button } from '@bottega/ui';
import { followLink } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { Pagination } from '../../features/listing/components/Pagination';
import { ProductGrid, ProductGridSkeleton } from '../../features/listing/components/ProductGrid';
import { SearchCategories } from '../../features/search/components/SearchCategories';
import { categoriesOf } from '../../features/search/search.api';
import { parseSearchAddress, searchHref, SEARCH_FIELDS, MAX_TERM_LENGTH } from '../../features/search/search.rules';
import { useCategoryParents, useResults } from '../../features/search/useSearch';
import frame from '../../app/page.module.css';
import styles from './SearchPage.module.css';

/** The results page at /it/search?term= (docs/product-rules.md §4): the header's search, ranked alike, as plain HTML whose categories and pages are links. */
export function SearchPage({ basePath, query, navigate, slot }: FragmentProps) {
  const { input, term, categoryUid, page } = parseSearchAddress(query);
  const results = useResults(term, categoryUid, page);
  // The Categories list is the unfiltered search's: it stays the same while a category is chosen.
  const all = useResults(term, null, 1);
  const categories = categoriesOf(all.data?.availableFilters ?? []);
  const parents = useCategoryParents(categories.map((category) => category.uid)).data;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const follow = followLink((href) => {
    navigate(href);
    headingRef.current?.focus({ preventScroll: true });
  });
  const action = `${basePath}/search`;
  const result = results.data;

  let status: string | null = null;
  if (term === null) status = input.trim() ? messages.search.minLength : null;
  else if (results.isError && !result) status = messages.search.failed;
  else if (result) status = result.items.length === 0 ? messages.search.noResults : messages.search.resultCount(result.total_count);

  return (
    <div className={frame.page}>
      <h1 ref={headingRef} tabIndex={-1} className={frame.title}>
        {term ? messages.search.pageTitle(term) : messages.search.pageTitleEmpty}
      </h1>
      <form
        role="search"
        method="get"
        action={action}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get(SEARCH_FIELDS.term);
          navigate(searchHref(basePath, typeof typed === 'string' ? typed : ''));
        }}
      >
        <label htmlFor="cat-search-page-term" className={styles.label}>
          {messages.search.label}
        </label>
        <div className={styles.row}>
          <input
            id="cat-search-page-term"
            key={input}
            type="search"
            name={SEARCH_FIELDS.term}
            defaultValue={input}
            maxLength={MAX_TERM_LENGTH}
            placeholder={messages.search.placeholder}
            enterKeyHint="search"
            className={styles.input}
          />
          <Button type="submit">{messages.search.submit}</Button>
        </div>
      </form>
      {status && (
        <p className={styles.status} role="status">
          {status}
        </p>
      )}
      {term !== null && (
        <div className={styles.layout}>
          {categories.length > 0 && (
            <SearchCategories categories={categories} parents={parents} chosen={categoryUid} hrefOf={(uid) => searchHref(basePath, term, uid)} onFollow={follow} />
          )}
          <section aria-label={messages.search.products} aria-busy={results.isFetching} className={styles.results}>
            {!result && !results.isError && <ProductGridSkeleton count={8} />}
            {results.isError && !result && (
              <Button variant="secondary" onClick={() => results.refetch()}>
                {messages.listing.retry}
              </Button>
            )}
            {result && result.items.length === 0 && <p className={styles.hint}>{messages.search.emptyHint}</p>}
            {result && result.items.length > 0 && <ProductGrid products={result.items} basePath={basePath} navigate={navigate} slot={slot} />}
            {result && <Pagination page={page} totalPages={result.page_info.total_pages} hrefOf={(number) => searchHref(basePath, term, categoryUid, number)} onFollow={follow} />}
          </section>
        </div>
      )}
    </div>
  );
}
