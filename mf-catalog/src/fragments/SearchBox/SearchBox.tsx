import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Icon, IconButton, VisuallyHidden } from '@bottega/ui';
import { messages } from '../../messages/it';
import { SearchMenu } from '../../features/search/components/SearchMenu';
import { useSearchMenu } from '../../features/search/useSearchMenu';
import { searchableTerm, searchHref, searchPageSize, SEARCH_FIELDS } from '../../features/search/search.rules';
import styles from './SearchBox.module.css';

/** The header search box and its results mega menu (docs/product-rules.md §2, §4, §5); `params.itemsPerPage` is its placement's
 * page size (the header: 40), else the component default of 12 (product rule §9). */
export function SearchBox({ params, basePath, navigate, bus }: FragmentProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const menuId = useId();
  const search = useSearchMenu(rootRef, bus);
  const [top, setTop] = useState(0);

  useLayoutEffect(() => {
    if (search.open && rootRef.current) setTop(rootRef.current.getBoundingClientRect().bottom + 8);
  }, [search.open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !search.open) return;
    // A search field's own Escape empties it, which would count as new input and reopen the menu.
    event.preventDefault();
    event.stopPropagation();
    search.close();
    inputRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus elsewhere on the page (Tab past the results) leaves the search; a null target is a click on
        // nothing focusable, which the outside-click rule already judges.
        if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) search.close();
      }}
    >
      {/* Without JavaScript the form asks the results page itself; with it, Enter goes there too, or shows the menu's hint when the term is too short. */}
      <form
        role="search"
        method="get"
        action={`${basePath}/search`}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const term = searchableTerm(search.input);
          if (term === null) return search.submit();
          search.close();
          navigate(searchHref(basePath, term));
        }}
      >
        <label htmlFor={`${menuId}-input`}>
          <VisuallyHidden>{messages.search.label}</VisuallyHidden>
        </label>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={inputRef}
          id={`${menuId}-input`}
          type="search"
          name={SEARCH_FIELDS.term}
          className={styles.input}
          placeholder={messages.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={500}
          value={search.input}
          aria-controls={search.open ? menuId : undefined}
          onChange={(event) => search.type(event.target.value)}
          onClick={() => search.input && search.setOpen(true)}
        />
        {search.input && (
          <IconButton
            label={messages.search.reset}
            icon="close"
            size="sm"
            className={styles.reset}
            onClick={() => {
              search.reset();
              inputRef.current?.focus();
            }}
          />
        )}
      </form>
      {search.open && (
        <SearchMenu
          id={menuId}
          input={search.input}
          term={search.term}
          categoryUid={search.categoryUid}
          pageSize={searchPageSize(params.itemsPerPage)}
          onCategory={search.setCategoryUid}
          basePath={basePath}
          top={top}
          onClose={search.close}
          seeAllHref={search.term ? searchHref(basePath, search.term, search.categoryUid) : null}
          onFollow={(href) => {
            search.close();
            navigate(href);
          }}
        />
      )}
    </div>
  );
}
