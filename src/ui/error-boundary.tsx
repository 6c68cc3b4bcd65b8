import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

// React error boundary (a class: hooks cannot catch render errors). By default it shows the
// 'Something went wrong.' screen; `fallback` may render something else, with `reset` to try again.
// It also catches a lazy page whose chunk failed to download (e.g. after a deploy).

export type ErrorBoundaryProps = {
  children?: ReactNode;
  fallback?: ReactNode | ((props: { error: unknown; reset: () => void }) => ReactNode);
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Changing any of these (e.g. the route path) clears a caught error. */
  resetKeys?: unknown[];
};

type State = { error: unknown; failed: boolean; keys?: unknown[] };

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    const a = props.resetKeys ?? [];
    const b = state.keys ?? [];
    const changed = a.length !== b.length || a.some((key, i) => !Object.is(key, b[i]));
    if (!changed) return null;
    return state.failed ? { error: null, failed: false, keys: props.resetKeys } : { keys: props.resetKeys };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null, failed: false });

  render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    if (typeof fallback === 'function') return fallback({ error: this.state.error, reset: this.reset });
    return fallback ?? <ErrorScreen />;
  }
}
