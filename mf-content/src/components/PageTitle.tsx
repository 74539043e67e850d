import styles from './PageTitle.module.css';

/** A content page's heading: the title and the sentence under it. The page lays out the header itself. */
export function PageTitle({ title, lead, className }: { title: string; lead?: string | null; className: string }) {
  return (
    <header className={className}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </header>
  );
}
