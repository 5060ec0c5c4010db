import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of a part that failed to render; `reset` tries it again. */
  fallback: (reset: () => void) => ReactNode;
  /** Rendering starts over when this changes (another card opened). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  key: unknown;
}

/**
 * Keeps one part's rendering failure in that part: a hostile or broken record (a card whose
 * content crashes the editor) shows a message there instead of blanking the whole app.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.key) ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
