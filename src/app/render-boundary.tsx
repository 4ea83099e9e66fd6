/**
 * A page that throws while rendering shows the error page inside the layout (header, menu and
 * footer stay usable) instead of leaving the visitor a blank screen. Going to another page
 * (a new `resetKey`) renders afresh. React itself logs the error to the console.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  resetKey: string;
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: string;
}

export class RenderBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
