import { useNavigate, useRouteError } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';
import { describeError } from './errorLayout.rules';

/** For a route's `errorElement`: whatever the route threw, as the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { status, message } = describeError(error);
  return <ErrorLayout status={status} message={message} navigate={navigate} />;
}
