import type { MouseEvent, ReactNode } from 'react';
import { messages } from '../../../messages/it';
import type { SearchCategory } from '../search.api';
import styles from './SearchCategories.module.css';

type SearchCategoriesProps = {
  categories: readonly SearchCategory[];
  /** Each category's parents ("Uomo"), when known: two categories often share a name. */
  parents: Record<string, string> | undefined;
  /** The category the results are narrowed to; null for all of them. */
  chosen: string | null;
} & (
  | { /** The menu narrows its results in place: each category is a toggle button. */ onChoose: (uid: string | null) => void }
  | { /** The results page narrows by address: each category is a link. */ hrefOf: (uid: string | null) => string; onFollow: (event: MouseEvent<HTMLAnchorElement>) => void }
);

/** The Categories list of a search's results (docs/product-rules.md §2): all of them first, then each with its count. */
export function SearchCategories(props: SearchCategoriesProps) {
  const { categories, parents, chosen } = props;
  const control = (uid: string | null, label: ReactNode) =>
    'hrefOf' in props ? (
      <a href={props.hrefOf(uid)} onClick={props.onFollow} className={styles.category} aria-current={chosen === uid ? 'page' : undefined}>
        {label}
      </a>
    ) : (
      <button type="button" className={styles.category} aria-pressed={chosen === uid} onClick={() => props.onChoose(uid)}>
        {label}
      </button>
    );
  return (
    <nav aria-label={messages.search.categories} className={styles.categories}>
      <h2 className={styles.heading}>{messages.search.categories}</h2>
      <ul className={styles.list}>
        <li>{control(null, messages.search.allCategories)}</li>
        {categories.map((category) => (
          <li key={category.uid}>
            {control(
              category.uid,
              <>
                <span>
                  {parents?.[category.uid] && <span className={styles.parent}>{parents[category.uid]} › </span>}
                  {category.name}
                </span>
                <span className={styles.count}>({category.count})</span>
              </>,
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
