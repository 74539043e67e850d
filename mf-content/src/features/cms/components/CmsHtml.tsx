import type { MouseEvent } from 'react';
import { isPlainClick } from '@bottega/fragment-kit';
import { internalPath } from '../cms.rules';
import styles from './CmsHtml.module.css';

interface Props {
  /** Sanitised by the server (docs/architecture.md §4); React's innerHTML never runs scripts either way. */
  html: string;
  basePath: string;
  navigate: (to: string) => void;
  variant?: 'page' | 'compact';
  className?: string;
}

/** CMS HTML inside the fragment, whose internal links navigate inside the app. */
export function CmsHtml({ html, basePath, navigate, variant = 'page', className }: Props) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor) || !isPlainClick(event)) return;
    const to = internalPath(
      { href: anchor.getAttribute('href'), target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') },
      window.location.href,
      basePath,
    );
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the click listener only delegates link clicks; the links themselves stay keyboard-operable
    <div className={[styles[variant], className].filter(Boolean).join(' ')} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
