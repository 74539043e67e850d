import { Component, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';
import { describeError, notFoundError } from './errorLayout.rules';

interface BoundaryProps {
  pathname: string;
  navigate: (to: string) => void;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { caught: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  // The next navigation leaves the error page, as the data router's errorElement did.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { caught: null, pathname: props.pathname };
  }

  render() {
    if (!this.state.caught) return this.props.children;
    const { status, message } = describeError(this.state.caught.error);
    return <ErrorLayout status={status} message={message} navigate={this.props.navigate} />;
  }
}

/** Whatever a route throws while rendering, shown as the error page until the shopper navigates. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Boundary pathname={pathname} navigate={navigate}>
      {children}
    </Boundary>
  );
}

/** An address outside the route table: only a client-side navigation away from /it lands here. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const error = notFoundError();
  return <ErrorLayout status={error.status} message={error.message} navigate={navigate} />;
}
