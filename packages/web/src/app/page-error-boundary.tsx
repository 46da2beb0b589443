import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface PageErrorBoundaryProps {
  /** The navigation shown: a new one (another page, or the same with another query) tries again. */
  navigation: object;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  navigation: object;
  failure: { error: unknown } | null;
}

/**
 * What the data router's `errorElement` was: a page that throws, or whose module did not load,
 * shows RouteError in its place instead of taking the app down. Its state goes with the navigation
 * it failed in, as the router's did.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { navigation: this.props.navigation, failure: null };

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState): Partial<PageErrorBoundaryState> | null {
    return props.navigation === state.navigation ? null : { navigation: props.navigation, failure: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<PageErrorBoundaryState> {
    return { failure: { error } };
  }

  override render(): ReactNode {
    return this.state.failure === null ? this.props.children : <RouteError error={this.state.failure.error} />;
  }
}
