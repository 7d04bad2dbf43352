import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../../ui/states/ErrorState';

export interface PageErrorBoundaryProps {
  /** Changing it (e.g. the pathname) clears a shown error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/** A crash in one page shows an error there instead of blanking the whole portal. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <ErrorState
          message="Something went wrong showing this page."
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
