import type { MouseEvent } from 'react';
import { Button, Field, Icon } from '@bottega/ui';
import { SORT_KEYS, type SortKey } from '@bottega/api-contract';
import { messages } from '../../../messages/it';
import { ITEMS_PER_PAGE_OPTIONS } from '@bottega/api-contract/listing';
import { HiddenFields } from './HiddenFields';
import styles from './ListingToolbar.module.css';

export type ViewMode = 'grid' | 'list';

interface ListingToolbarProps {
  total: number | null;
  filtersOpen: boolean;
  filterCount: number;
  /** The filter panel, which this button opens as a drawer on phones (popover). */
  filtersId: string;
  onToggleFilters: (event: MouseEvent) => void;
  /** The listing's own address, where the order and page size are sent without JavaScript. */
  action: string;
  /** The other facets of the listing, sent along with the order and page size. */
  carried: [name: string, value: string][];
  sort: SortKey;
  onSort: (sort: SortKey) => void;
  itemsPerPage: number;
  onItemsPerPage: (count: number) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

export function ListingToolbar(props: ListingToolbarProps) {
  const { total, filtersOpen, filterCount, filtersId, onToggleFilters, action, carried, sort, onSort, itemsPerPage, onItemsPerPage, view, onView } = props;
  return (
    <div className={styles.toolbar}>
      <Button variant="secondary" onClick={onToggleFilters} popoverTarget={filtersId} aria-expanded={filtersOpen} aria-controls={filtersId} className={styles.filters}>
        <Icon name="filter" size={18} />
        {filterCount > 0 ? messages.listing.activeFilters(filterCount) : messages.listing.filters}
      </Button>
      <p className={styles.count} aria-live="polite">
        {total !== null && messages.listing.results(total)}
      </p>
      {/* With JavaScript a choice applies at once; without it the form's button (in noscript) asks for the listing. */}
      <form method="get" action={action} className={styles.controls}>
        <HiddenFields fields={carried} />
        <Field as="select" label={messages.sort.label} name="sort" value={sort} onChange={(event) => onSort(event.target.value as SortKey)} className={styles.select}>
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {messages.sort[key]}
            </option>
          ))}
        </Field>
        <Field
          as="select"
          label={messages.listing.perPage}
          name="itemsPerPage"
          value={itemsPerPage}
          onChange={(event) => onItemsPerPage(Number(event.target.value))}
          className={styles.perPage}
        >
          {ITEMS_PER_PAGE_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </Field>
        <noscript>
          <Button type="submit" variant="secondary">
            {messages.listing.apply}
          </Button>
        </noscript>
        <div role="group" aria-label={messages.listing.view} className={styles.view}>
          {(['grid', 'list'] as const).map((mode) => (
            <button key={mode} type="button" aria-pressed={view === mode} aria-label={messages.listing[mode]} onClick={() => onView(mode)} className={styles.viewButton}>
              <Icon name={mode} size={20} />
            </button>
          ))}
        </div>
      </form>
    </div>
  );
}
