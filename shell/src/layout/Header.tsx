import { PageSlot } from '../composition/PageSlot';
import { useShell } from '../composition/ShellContext';
import { messages } from '../messages/it';
import { MOBILE_MENU_ID } from '../features/mobile-menu';
import { Logo } from './Logo';
import styles from './Header.module.css';

/** docs/product-rules.md §9: the header's search asks 40 products a page; the search box's own default is 12. */
const HEADER_SEARCH = { itemsPerPage: '40' };
/** The page's first paint waits for this element (index.html's `rel="expect"` link): both headers carry it. */
const SITE_HEADER_ID = 'site-header';

interface HeaderProps {
  hideNavigation: boolean;
  sticky: boolean;
  shadow: boolean;
}

/** The full header: customer-service bar (only read: its code loads on intent), logo, search, the teams' buttons, category navigation. */
export function Header({ hideNavigation, sticky, shadow }: HeaderProps) {
  const { navigate } = useShell();
  const className = [styles.header, sticky && styles.sticky, shadow && styles.shadow].filter(Boolean).join(' ');
  return (
    <header id={SITE_HEADER_ID} className={className} data-sticky={sticky || undefined} data-shadow={shadow || undefined}>
      <PageSlot remote="mf_content" fragment="TopBar" reserve="32px" className={styles.topBar} fallback={<span />} hydrate="intent" />
      <div className={styles.main}>
        {/* The browser opens the menu's panel (popover): no script is needed, nor waited for. */}
        <button type="button" className={styles.menuButton} aria-label={messages.layout.openMenu} popoverTarget={MOBILE_MENU_ID}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
        </button>
        <Logo onNavigate={navigate} />
        <PageSlot
          remote="mf_catalog"
          fragment="SearchBox"
          params={HEADER_SEARCH}
          className={styles.search}
          reserve="44px"
          // A form until reached for: focus or a touch loads it, and what was typed before is kept.
          hydrate="intent"
          fallback={
            <a className={styles.plainLink} href="/it/Category">
              {messages.layout.search}
            </a>
          }
        />
        <div className={styles.actions}>
          <PageSlot
            remote="mf_account"
            fragment="AccountButton"
            reserve="44px"
            className={styles.account}
            // Read until reached for; a login or logout elsewhere on the page loads its code to show the change (hydrateOn).
            hydrate="intent"
            hydrateOn={['account:changed']}
            fallback={
              <a className={styles.plainLink} href="/it/my-account">
                {messages.layout.account}
              </a>
            }
          />
          {/* Counts the server rendered until reached for; a change to the cart or the wishlist loads their code. */}
          <PageSlot
            remote="mf_cart"
            fragment="WishlistButton"
            reserve="44px"
            className={styles.iconAction}
            fallback={<span />}
            hydrate="intent"
            hydrateOn={['wishlist:changed', 'account:changed']}
          />
          <PageSlot
            remote="mf_cart"
            fragment="MiniCartButton"
            reserve="44px"
            className={styles.iconAction}
            hydrate="intent"
            hydrateOn={['cart:changed', 'account:changed']}
            fallback={
              <a className={styles.plainLink} href="/it/Cart">
                {messages.layout.cart}
              </a>
            }
          />
        </div>
      </div>
      {/* Links until reached for: the pointer over it or focus loads the mega menu's code. */}
      {!hideNavigation && <PageSlot remote="mf_catalog" fragment="CategoryNav" reserve="49px" className={styles.nav} fallback={<span />} hydrate="intent" />}
    </header>
  );
}

/** Checkout's simplified header: no distractions, a way back to the cart. */
export function CheckoutHeader() {
  const { navigate } = useShell();
  return (
    <header id={SITE_HEADER_ID} className={`${styles.header} ${styles.simple}`}>
      <div className={styles.main}>
        <Logo onNavigate={navigate} />
        <span className={styles.secure}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
            <rect x="5" y="10" width="14" height="10" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
          {messages.layout.secureCheckout}
        </span>
        <a
          className={styles.plainLink}
          href="/it/Cart"
          onClick={(event) => {
            event.preventDefault();
            navigate('/it/Cart');
          }}
        >
          {messages.layout.backToCart}
        </a>
      </div>
    </header>
  );
}
