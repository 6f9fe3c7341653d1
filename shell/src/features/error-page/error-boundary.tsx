import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** What to render once a child has failed. */
  fallback: ReactNode;
  /** When this changes (a new page), the boundary tries its children again. */
  resetKey?: string;
  /** Told about each error, e.g. to reload after a failed chunk load. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The resetKey the children were last tried with. */
  key: string | undefined;
}

/** Catches render errors below it, logs them and renders the fallback (the error page). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled error while rendering the page', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
