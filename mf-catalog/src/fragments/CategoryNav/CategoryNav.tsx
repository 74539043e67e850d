import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import type { MenuItem } from '@bottega/api-contract';
import { Icon } from '@bottega/ui';
import { messages } from '../../messages/it';
import { followLink } from '@bottega/fragment-kit';
import { useMenu } from '../../features/navigation/useMenu';
import styles from './CategoryNav.module.css';

/**
 * The desktop navigation bar from the `mainmenu`: top-level links, and for those with children a
 * disclosure (`<details>`, so it opens without JavaScript and by keyboard) with a panel of
 * sub-categories; with the code, hover opens it too. One panel at a time (`name`).
 */
export function CategoryNav({ navigate }: FragmentProps) {
  const menu = useMenu();
  const [openUid, setOpenUid] = useState<string | null>(null);
  // A panel opened by hovering closes when the pointer leaves; one opened by a click (or turned
  // into a click by clicking while hovering) stays until clicked again, Escape or a click outside.
  const [pinned, setPinned] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const toggles = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    if (!openUid) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenUid(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openUid]);

  // The bar waits for the shopper's intent (the shell's Slot `hydrate="intent"`): the pointer over it is
  // what loads this code. An item the pointer is already over when it arrives opens as the hover would
  // have, since no new mouseenter comes.
  const ready = Boolean(menu.data);
  useEffect(() => {
    const hovered = ready ? rootRef.current?.querySelector(':scope > ul > li:hover') : null;
    if (!hovered || !menu.data) return;
    const item = menu.data.items[[...hovered.parentElement!.children].indexOf(hovered)];
    if (item?.children.length) setOpenUid(item.uid);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the menu is first there
  }, [ready]);

  // Reserve the bar's height while the menu loads, and keep it empty (not broken) if the API is down.
  if (!menu.data) return <nav aria-label={messages.nav.main} className={styles.nav} aria-busy={menu.isPending} />;

  const follow = followLink(navigate, () => setOpenUid(null));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openUid) {
      event.stopPropagation();
      toggles.current.get(openUid)?.focus();
      setOpenUid(null);
    }
  };

  return (
    <nav ref={rootRef} aria-label={messages.nav.main} className={styles.nav} onKeyDown={onKeyDown}>
      <ul className={styles.bar}>
        {menu.data.items.map((item) => {
          const open = openUid === item.uid;
          return (
            <li
              key={item.uid}
              className={styles.item}
              onMouseEnter={() => {
                if (item.children.length === 0 || open) return;
                setOpenUid(item.uid);
                setPinned(false);
              }}
              onMouseLeave={() => open && !pinned && setOpenUid(null)}
            >
              <a href={item.link} onClick={follow} className={styles.top}>
                {item.label}
              </a>
              {item.children.length > 0 && (
                <details name="cat-nav" open={open} className={styles.disclosure}>
                  <summary
                    ref={(summary) => {
                      if (summary) toggles.current.set(item.uid, summary);
                      else toggles.current.delete(item.uid);
                    }}
                    className={styles.toggle}
                    aria-label={messages.nav.expand(item.label)}
                    onClick={(event) => {
                      // The open state is this component's (hover, pinned): the browser's own toggle is not used.
                      event.preventDefault();
                      const closing = open && pinned;
                      setOpenUid(closing ? null : item.uid);
                      setPinned(!closing);
                    }}
                  >
                    <Icon name="chevron-down" size={16} className={styles.whenClosed} />
                    <Icon name="chevron-up" size={16} className={styles.whenOpen} />
                  </summary>
                  <div className={styles.panel}>
                    <Panel item={item} follow={follow} />
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Panel({ item, follow }: { item: MenuItem; follow: ReturnType<typeof followLink> }) {
  return (
    <div className={styles.panelInner}>
      <a href={item.link} onClick={follow} className={styles.seeAll}>
        {messages.nav.seeAll(item.label)}
      </a>
      <ul className={styles.columns}>
        {item.children.map((child) => (
          <li key={child.uid} className={styles.column}>
            <a href={child.link} onClick={follow} className={child.children.length > 0 ? styles.groupLink : styles.link}>
              {child.label}
            </a>
            {child.children.length > 0 && (
              <ul className={styles.sublist}>
                {child.children.map((grandchild) => (
                  <li key={grandchild.uid}>
                    <a href={grandchild.link} onClick={follow} className={styles.link}>
                      {grandchild.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
