import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { Bus } from '@bottega/browser-contract';
import { ShellContext, type ShellServices } from '../composition/ShellContext';
import { PageSlot } from '../composition/PageSlot';
import { fragmentProps } from '../composition/fragmentProps';
import { mountFragment } from '../composition/mountFragment';
import { OverlayHost } from '../composition/OverlayHost';
import { useShellNavigate } from '../composition/useShellNavigate';
import { matchRoute } from '../routes/table';
import { messages } from '../messages/it';
import { useSessionCheck } from '../features/session';
import { useHeaderScroll, useScrollToTop } from '../features/scroll';
import { MobileMenuPanel, useMobileMenu } from '../features/mobile-menu';
import { ProgressBar } from '../features/progress';
import { FooterAccount } from '../features/footer-account';
import { useOrdersLinkForGuests } from '../features/orders-link';
import { Notifications } from '../features/notifications';
import { NetworkStatus } from '../features/network';
import { ConsentDialog } from '../features/consent';
import { Header, CheckoutHeader } from './Header';
import { Footer } from './Footer';
import styles from './Layout.module.css';

export interface LayoutProps {
  bus: Bus;
}

export function Layout({ bus }: LayoutProps) {
  const navigate = useShellNavigate(bus);
  const location = useLocation();

  const services = useMemo<ShellServices>(() => {
    const propsOf = (params: Record<string, unknown>) =>
      fragmentProps(shell, Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])), window.location.search, window.location.pathname);
    const shell: ShellServices = {
      bus,
      navigate,
      slot: (element, remote, fragment, props = {}, { ssr, onState } = {}) => {
        const mounted = mountFragment(element, remote, fragment, { ...propsOf(props), ssr }, bus, (state) => onState?.(state.status));
        return { update: (next) => mounted.update(propsOf(next)), unmount: () => mounted.unmount() };
      },
    };
    return shell;
  }, [bus, navigate]);

  useSessionCheck(bus, location.pathname);
  useOrdersLinkForGuests(bus);
  useScrollToTop(location);
  const { sticky, shadow } = useHeaderScroll();
  const menuPanel = useMobileMenu(bus, location.pathname);

  const match = matchRoute(location.pathname);
  const simpleHeader = Boolean(match?.route.simpleHeader);
  return (
    <ShellContext.Provider value={services}>
      <div className={styles.page}>
        <ProgressBar />
        <a className={styles.skip} href="#main">
          {messages.layout.skipToContent}
        </a>
        {/* The page's last row, stuck to the bottom of the screen, but first in the HTML: it leaves the server
          in the first part of the stream and is painted with the first paint, before any slot's answer arrives. */}
        <ConsentDialog />
        {simpleHeader ? <CheckoutHeader /> : <Header hideNavigation={Boolean(match?.route.hideNavigation)} sticky={sticky} shadow={shadow} />}
        {!simpleHeader && (
          <MobileMenuPanel
            panelRef={menuPanel}
            footer={
              // In reach of a shopper in the menu, whose backdrop covers the header's: each opens its overlay,
              // which closes the menu first (docs/product-rules.md §4). Rendered by the server like the header's.
              <div className={styles.menuActions}>
                <PageSlot remote="mf_account" fragment="AccountButton" fallback={<span />} hydrate="intent" hydrateOn={['account:changed']} />
                <PageSlot remote="mf_cart" fragment="WishlistButton" fallback={<span />} hydrate="intent" hydrateOn={['wishlist:changed', 'account:changed']} />
                <PageSlot remote="mf_cart" fragment="MiniCartButton" fallback={<span />} hydrate="intent" hydrateOn={['cart:changed', 'account:changed']} />
              </div>
            }
          >
            {/* Links and <details> until reached for: a touch or focus in the open panel loads its code. */}
            <PageSlot remote="mf_catalog" fragment="MobileMenu" hydrate="intent" />
          </MobileMenuPanel>
        )}
        {/* The checkout and the shop are two layouts: when one replaces the other without the shopper
          asking (the checkout sends an empty cart back to the cart page) the page is a new one, not
          the old one pushed down by the taller header. */}
        <main key={simpleHeader ? 'checkout' : 'shop'} id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        {!simpleHeader && <Footer accountColumn={<FooterAccount bus={bus} navigate={services.navigate} />} />}
        <OverlayHost />
        <Notifications bus={bus} />
        <NetworkStatus />
      </div>
    </ShellContext.Provider>
  );
}
