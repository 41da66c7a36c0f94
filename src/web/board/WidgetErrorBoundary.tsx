import { type ErrorInfo, Component as ReactComponent, type ReactNode } from 'react';

interface WidgetErrorBoundaryProps {
  type: string;
  /** A new value (e.g. the edited component) gives a failed view another try. */
  resetKey: unknown;
  children: ReactNode;
}

interface WidgetErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/** Keeps one broken widget (its code failed to load, or its view threw) from taking the board down. */
export class WidgetErrorBoundary extends ReactComponent<WidgetErrorBoundaryProps, WidgetErrorBoundaryState> {
  state: WidgetErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<WidgetErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: WidgetErrorBoundaryProps,
    state: WidgetErrorBoundaryState,
  ): Partial<WidgetErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.type} widget failed`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <p className="board-card__message">Failed to load {this.props.type}. Check console for details.</p>
      );
    }
    return this.props.children;
  }
}
