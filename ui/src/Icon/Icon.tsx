import type { ReactElement } from 'react';
import styles from './Icon.module.css';

const chevron = <path d="m6 9 6 6 6-6" />;

/** Drawn on a 24 px grid with a 1.5 px stroke in currentColor, so an icon takes its button's colour. */
const paths = {
  bag: (
    <>
      <path d="M5 8h14l-1.2 12.5H6.2L5 8z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  heart: <path d="M12 20 4.4 12.4a5 5 0 0 1 7.6-5.9 5 5 0 0 1 7.6 5.9L12 20z" />,
  'heart-filled': <path d="M12 20 4.4 12.4a5 5 0 0 1 7.6-5.9 5 5 0 0 1 7.6 5.9L12 20z" fill="currentColor" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c0-4 3.4-6.5 7.5-6.5s7.5 2.5 7.5 6.5" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  'chevron-down': chevron,
  'chevron-up': <g transform="rotate(180 12 12)">{chevron}</g>,
  'chevron-left': <g transform="rotate(90 12 12)">{chevron}</g>,
  'chevron-right': <g transform="rotate(-90 12 12)">{chevron}</g>,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  trash: <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13h10l1-13M10 11v5.5M14 11v5.5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.75v.01" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 21.5 20h-19L12 3.5z" />
      <path d="M12 10v4.5M12 17.25v.01" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11v10.5h-11zM13.5 9.5h4l3 3.5v3.5h-7" />
      <circle cx="6.5" cy="17.5" r="1.75" fill="var(--color-surface, #fff)" />
      <circle cx="16.5" cy="17.5" r="1.75" fill="var(--color-surface, #fff)" />
    </>
  ),
  grid: <path d="M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z" />,
  list: <path d="M9 6h11M9 12h11M9 18h11M4.5 6v.01M4.5 12v.01M4.5 18v.01" />,
  filter: <path d="M3.5 5h17l-6.5 8v6.5l-4-2V13L3.5 5z" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps {
  name: IconName;
  /** Pixels; 20 suits body text, 24 the header. */
  size?: number;
  className?: string;
}

/** Decorative by design: the control that holds an icon carries the accessible name. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths[name]}
    </svg>
  );
}
