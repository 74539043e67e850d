import { useEffect } from 'react';
import type { FragmentProps } from '@bottega/event-bus';
import { Spinner } from '@bottega/ui';
import { Slot } from '@bottega/fragment-kit';
import { messages } from '../../messages/it';
import { CmsPageView } from '../../features/cms/components/CmsPageView';
import { catchAllPath, lookupUrl, targetFor } from '../../features/routing/routing.rules';
import { useRoute } from '../../features/routing/useRoute';
import { NotFoundPage } from '../NotFoundPage/NotFoundPage';
import styles from './CatchAll.module.css';

/** `/it/{path+}`: whatever the route resolver says owns the path renders it, else not found. */
export function CatchAll(props: FragmentProps) {
  const { basePath, params, navigate, slot } = props;
  const url = lookupUrl(catchAllPath(window.location.pathname, basePath, params.path));
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
