import { followLink } from '@bottega/fragment-kit';
import { messages } from '../../../messages/it';
import { homeCategories } from '../home.layout';
import styles from './CategoryTiles.module.css';

export function CategoryTiles({ basePath, navigate }: { basePath: string; navigate: (to: string) => void }) {
  return (
    <section className={styles.section} aria-labelledby="cnt-categories-title">
      <h2 id="cnt-categories-title" className={styles.heading}>
        {messages.home.categoriesTitle}
      </h2>
      <ul className={styles.grid}>
        {homeCategories.map((category) => (
          <li key={category.categoryId}>
            <a href={`${basePath}/c/${category.categoryId}`} onClick={followLink(navigate)} className={`${styles.tile} ${styles[category.tone]}`}>
              <span className={styles.pattern} aria-hidden="true" />
              <span className={styles.label}>{messages.home.categories[category.categoryId]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
