import { useId, useRef, useState, type MouseEvent } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Button, PopoverDrawer, Skeleton } from '@bottega/ui';
import { messages } from '../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { categoryHref } from '../../app/links';
import { Slot } from '@bottega/fragment-kit';
import { useMediaQuery } from '../../app/useMediaQuery';
import { Breadcrumbs, BreadcrumbsSkeleton } from '../../features/listing/components/Breadcrumbs';
import { FilterPanel } from '../../features/listing/components/FilterPanel';
import { ListingToolbar, type ViewMode } from '../../features/listing/components/ListingToolbar';
import { Pagination } from '../../features/listing/components/Pagination';
import { ProductGrid, ProductGridSkeleton } from '../../features/listing/components/ProductGrid';
import { activeFilterCount, carriedFields, clearFilters, toggleFilter, withItemsPerPage, withPage, withPrice, withSort } from '../../features/listing/listing.rules';
import { useFacetsFromAddress } from '../../features/listing/useFacetsFromAddress';
import { useCategory, useListing } from '../../features/listing/useListing';
import frame from '../../app/page.module.css';
import styles from './CategoryPage.module.css';

/** The category listing at /it/c/{categoryId} (docs/product-rules.md §2-§4): facets in the address, filters, sort, pages. */
export function CategoryPage(props: FragmentProps) {
  const { params, basePath, query, navigate, slot } = props;
  const categoryId = params.categoryId ?? '';
  const pathname = categoryHref(basePath, categoryId);
  const { facets, change, hrefOf } = useFacetsFromAddress(query, pathname, navigate);
  const category = useCategory(categoryId);
  // Products load alongside the category (not after it) so the grid arrives sooner.
  const listing = useListing(categoryId, facets, category.data !== null);
  // One panel, in the page's HTML with the facets and their counts: docked from 1024 px, below that a
  // drawer the "Filtri" button opens (a popover, so without JavaScript too).
  const desktop = useMediaQuery('(min-width: 1024px)', true);
  // The filter sidebar flag (product rule §4): docked and open on desktop, a drawer opened on demand below.
  const [filtersOpenDesktop, setFiltersOpenDesktop] = useState(true);
  const [filtersOpenMobile, setFiltersOpenMobile] = useState(false);
  const filtersOpen = desktop ? filtersOpenDesktop : filtersOpenMobile;
  const [view, setView] = useState<ViewMode>('grid');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtersId = useId();

  if (category.data === null) return <Slot slot={slot} remote="mf_content" fragment="NotFoundPage" />;
  if (category.isError) return <LoadFailed onRetry={() => category.refetch()} />;
  if (!category.data) return <CategorySkeleton />;

  const result = listing.data;
  const filterCount = activeFilterCount(facets);
  // A page link's address is the listing with the new page: parse it back and move the focus up.
  const goToPage = followLink((href) => {
    change(withPage(facets, Number(new URLSearchParams(href.split('?')[1] ?? '').get('page') ?? '1')));
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  });

  const panel = result && (
    <FilterPanel
      facets={facets}
      availableFilters={result.availableFilters}
      action={pathname}
      optionHref={(code, option) => hrefOf(toggleFilter(facets, code, option))}
      onToggle={(code, option) => change(toggleFilter(facets, code, option))}
      onPrice={(range) => change(withPrice(facets, range))}
      clearHref={hrefOf(clearFilters(facets))}
      onClear={() => change(clearFilters(facets))}
    />
  );

  return (
    <div className={frame.page}>
      <Breadcrumbs
        basePath={basePath}
        navigate={navigate}
        current={category.data.name}
        trail={category.data.breadcrumbs.map((crumb) => ({ label: crumb.name, href: categoryHref(basePath, crumb.uid) }))}
      />
      <h1 ref={headingRef} tabIndex={-1} className={frame.title}>
        {category.data.name}
      </h1>
      {category.data.children.length > 0 && (
        <ul className={styles.children} aria-label={messages.listing.subcategories}>
          {category.data.children.map((child) => (
            <li key={child.uid}>
              <a href={categoryHref(basePath, child.uid)} onClick={followLink(navigate)} className={styles.chip}>
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <ListingToolbar
        total={result?.total_count ?? null}
        filtersOpen={filtersOpen}
        filterCount={filterCount}
        filtersId={filtersId}
        onToggleFilters={(event: MouseEvent) => {
          // On a phone the browser opens the drawer; on a desktop the button docks or hides the column instead.
          if (!desktop) return;
          event.preventDefault();
          setFiltersOpenDesktop(!filtersOpenDesktop);
        }}
        action={pathname}
        carried={carriedFields(facets, ['sort', 'itemsPerPage'])}
        sort={facets.sort}
        onSort={(sort) => change(withSort(facets, sort))}
        itemsPerPage={facets.itemsPerPage}
        onItemsPerPage={(count) => change(withItemsPerPage(facets, count))}
        view={view}
        onView={setView}
      />
      <div className={filtersOpen && desktop ? `${styles.layout} ${styles.withFilters}` : styles.layout}>
        {(filtersOpenDesktop || !desktop) && (
          <PopoverDrawer
            id={filtersId}
            as="aside"
            side="left"
            title={messages.listing.filters}
            className={styles.sidebar}
            onOpenChange={setFiltersOpenMobile}
            footer={
              <Button fullWidth popoverTarget={filtersId} popoverTargetAction="hide">
                {messages.listing.applyFilters(result?.total_count ?? 0)}
              </Button>
            }
          >
            {panel}
          </PopoverDrawer>
        )}
        <section
          aria-label={messages.listing.results(result?.total_count ?? 0)}
          aria-busy={listing.isFetching}
          data-changing={listing.isPlaceholderData || undefined}
          className={styles.results}
        >
          {listing.isError && !result && <LoadFailed onRetry={() => listing.refetch()} />}
          {!result && !listing.isError && <ProductGridSkeleton count={Math.min(facets.itemsPerPage, 8)} />}
          {result && result.items.length === 0 && (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{messages.listing.emptyTitle}</h2>
              <p>{filterCount > 0 || facets.term ? messages.listing.emptyText : messages.listing.emptyCategory}</p>
              {filterCount > 0 && (
                <Button variant="secondary" href={hrefOf(clearFilters(facets))} onClick={followLink(() => change(clearFilters(facets)))}>
                  {messages.listing.clearFilters}
                </Button>
              )}
            </div>
          )}
          {result && result.items.length > 0 && <ProductGrid products={result.items} basePath={basePath} navigate={navigate} slot={slot} layout={view} />}
          {result && <Pagination page={facets.page} totalPages={result.page_info.total_pages} hrefOf={(page) => hrefOf(withPage(facets, page))} onFollow={goToPage} />}
        </section>
      </div>
    </div>
  );
}

/** Until the category is known only its trail and title hold their places: subcategories may come between the title and the toolbar,
 * so nothing is rendered below that they could push down. */
function CategorySkeleton() {
  return (
    <div className={frame.page} aria-busy="true">
      <BreadcrumbsSkeleton width="12rem" />
      <div className={frame.title}>
        <Skeleton width="16rem" shape="text" />
      </div>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.empty} role="alert">
      <p>{messages.listing.loadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {messages.listing.retry}
      </Button>
    </div>
  );
}
