import { useEffect, useSyncExternalStore } from 'react';
import type { FragmentProps } from '@bottega/browser-contract';
import { Spinner } from '@bottega/ui';
import { Slot } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { catchAllUrl, targetFor } from '../../features/routing/routing.rules';
import { useRoute } from '../../features/routing/useRoute';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import styles from './CatchAll.module.css';

const addressBarNeverNotifies = () => () => {};

/** `/it/{path+}`: whatever the route resolver says owns the path renders it, else not found. */
export function CatchAll(props: FragmentProps) {
  const { basePath, params, navigate, slot } = props;
  // The server has no address bar: it and the hydrating browser start from the router's param, so
  // both render the same page; the browser then reads the still-encoded path (the shell passes new
  // props on every navigation, which reads it again).
  const pathname = useSyncExternalStore(
    addressBarNeverNotifies,
    () => window.location.pathname,
    () => '',
  );
  const url = catchAllUrl(basePath, params.path, pathname);
  const { route, isPending, failed } = useRoute(url);
  const target = isPending || failed ? undefined : targetFor(route, basePath);

  const redirectTo = target?.kind === 'redirect' ? target.to : undefined;
  // The old address takes no place in the history: Back goes to the page before it, not into the redirect again.
  useEffect(() => {
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [redirectTo, navigate]);

  if (failed) {
    return (
      <p className={styles.message} role="alert">
        {messages.cms.failed}
      </p>
    );
  }
  if (!target || target.kind === 'redirect') {
    return (
      <div className={styles.loading}>
        <Spinner label={messages.catchAll.loading} />
      </div>
    );
  }
  switch (target.kind) {
    case 'fragment':
      return <Slot slot={slot} remote={target.remote} fragment={target.fragment} props={target.params} />;
    case 'cms':
      return <CmsPageView {...props} lookup={{ identifier: target.identifier }} />;
    case 'not-found':
      return <NotFoundPage {...props} />;
  }
}
