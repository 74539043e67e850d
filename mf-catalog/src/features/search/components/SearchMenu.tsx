import { useCallback, useRef } from 'react';
import { Image, Price, Spinner, useScrollLock } from '@bottega/ui';
import { messages } from '../../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { productHref } from '../../../app/links';
import { categoriesOf } from '../search.api';
import { SearchCategories } from './SearchCategories';
import { MIN_TERM_LENGTH } from '../search.rules';
import { useInfiniteScroll } from '../useInfiniteScroll';
import { useCategoryParents, useSearch } from '../useSearch';
import styles from './SearchMenu.module.css';

interface SearchMenuProps {
  id: string;
  input: string;
  term: string | null;
  categoryUid: string | null;
  /** Products asked per page. */
  pageSize: number;
  onCategory: (uid: string | null) => void;
  basePath: string;
  /** The results page of what the menu shows, once there is a term. */
  seeAllHref: string | null;
  /** Follows a result link and closes the menu. */
  onFollow: (href: string) => void;
  /** Top of the panel in viewport pixels: right under the header's search box. */
  top: number;
  /** A click on the dimmed page around the panel is a click outside the search. */
  onClose: () => void;
}

/** The results mega menu: Categories on one side, products on the other (docs/product-rules.md §2). */
export function SearchMenu({ id, input, term, categoryUid, pageSize, onCategory, basePath, seeAllHref, onFollow, top, onClose }: SearchMenuProps) {
  // The unfiltered search gives the Categories list; with a category chosen a second query filters.
  const all = useSearch(term, null, pageSize);
  const filtered = useSearch(categoryUid ? term : null, categoryUid, pageSize);
  const shown = categoryUid ? filtered : all;
  const categories = categoriesOf(all.data?.pages[0]?.availableFilters ?? []);
  const parents = useCategoryParents(categories.map((category) => category.uid)).data;
  const items = shown.data?.pages.flatMap((page) => page.items) ?? [];
  const total = shown.data?.pages[0]?.total_count ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  // The results scroll, not the page dimmed behind them.
  useScrollLock(true);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = shown;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll(listRef, items.length > 0, loadMore);
  const follow = followLink(onFollow);

  let status: string;
  if (term === null) status = input.trim().length < MIN_TERM_LENGTH ? messages.search.minLength : messages.search.searching;
  else if (shown.isPending) status = messages.search.searching;
  else if (shown.isError) status = messages.search.failed;
  else status = items.length === 0 ? messages.search.noResults : messages.search.resultCount(total);

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop around the results closes them; Escape does it from the keyboard (SearchBox)
    <div id={id} role="region" aria-label={messages.search.results} className={styles.menu} style={{ top }} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className={styles.inner}>
        <div className={styles.statusRow}>
          <p className={styles.status} role="status">
            {term !== null && shown.isPending && <Spinner size="sm" decorative />}
            {status}
          </p>
          {seeAllHref && items.length > 0 && (
            <a href={seeAllHref} onClick={follow} className={styles.seeAll}>
              {messages.search.seeAll}
            </a>
          )}
        </div>
        {term !== null && categories.length > 0 && <SearchCategories categories={categories} parents={parents} chosen={categoryUid} onChoose={onCategory} />}
        {items.length > 0 && (
          <div className={styles.products} ref={listRef} tabIndex={-1}>
            <h2 className={styles.heading}>{messages.search.products}</h2>
            <ul className={styles.productList}>
              {items.map((product, index) => {
                const { final_price, regular_price } = product.price_range.minimum_price;
                const href = productHref(basePath, product.uid);
                return (
                  <li key={product.uid} className={styles.product}>
                    <a href={href} onClick={follow} className={styles.productLink}>
                      <Image src={product.thumbnail.url} alt="" width={216} height={268} priority={index === 0} className={styles.image} />
                      <span className={styles.brand}>{product.brand}</span>
                      <span className={styles.name}>{product.name}</span>
                    </a>
                    <Price regular={regular_price.value} special={final_price.value} size="sm" />
                  </li>
                );
              })}
            </ul>
            {isFetchingNextPage && (
              <p className={styles.more}>
                <Spinner size="sm" decorative /> {messages.search.loadingMore}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
