import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The error is cleared when this changes (the path), so that navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a page that throws while loading (e.g. its code chunk is gone after a deploy) or
 * rendering, and shows RouteError inside the layout until the path changes.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props): void {
    if (prevProps.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
