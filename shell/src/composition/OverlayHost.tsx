import { useEffect, useState } from 'react';
import { merge, map } from 'rxjs';
import type { EventName } from '@bottega/browser-contract';
import { PageSlot } from './PageSlot';
import { useShell } from './ShellContext';

interface Overlay {
  remote: string;
  fragment: string;
  opener: EventName;
}

/** Drawers and modals owned by teams; each is mounted on its first open command, never before. */
export const overlays: Overlay[] = [
  { remote: 'mf_cart', fragment: 'CartSidebar', opener: 'cart:open' },
  { remote: 'mf_cart', fragment: 'WishlistSidebar', opener: 'wishlist:open' },
  { remote: 'mf_account', fragment: 'LoginModal', opener: 'account:open-login' },
  { remote: 'mf_content', fragment: 'NewsletterModal', opener: 'content:open-newsletter' },
];

/** What the first open command said, as the params of the overlay it mounts (strings only). */
function firstOpenParams(payload: object): Record<string, string> {
  const params: Record<string, string> = { open: 'true' };
  for (const key of ['mode', 'then'] as const) {
    const value = (payload as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) params[key] = value;
  }
  return params;
}

/** The bus does not replay state, so an overlay mounted by an open command gets it in `params.open` (`mode`,
 * `then`) and listens to the bus itself afterwards. */
export function OverlayHost() {
  const { bus } = useShell();
  const [opened, setOpened] = useState<Record<string, Record<string, string>>>({});
  useEffect(() => {
    const subscription = merge(...overlays.map((overlay) => bus.on(overlay.opener).pipe(map((payload) => ({ overlay, params: firstOpenParams(payload) }))))).subscribe(
      ({ overlay, params }) => setOpened((current) => (overlay.fragment in current ? current : { ...current, [overlay.fragment]: params })),
    );
    return () => subscription.unsubscribe();
  }, [bus]);
  return (
    <>
      {overlays
        .filter((overlay) => overlay.fragment in opened)
        .map((overlay) => (
          <PageSlot key={overlay.fragment} remote={overlay.remote} fragment={overlay.fragment} params={opened[overlay.fragment]} fallback={<span />} />
        ))}
    </>
  );
}
