/**
 * Catches what a part of the page throws while rendering and shows `fallback` in its place,
 * with a way to try again; the rest of the page (the shop's header, the console's menu) stays.
 * A new `resetKey` (the path) also starts over, so going elsewhere leaves the error behind.
 * What the panel looks like and says is the caller's (storefront: app/ScreenError.tsx; admin:
 * its own, antd).
 */
import { Component } from 'react';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: (retry: () => void) => ReactNode;
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  // Set in the constructor, not as class fields: those would add a helper to the first download.
  constructor(props: Props) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  // React reports the error it caught (console.error, its default onCaughtError).
  retry(): void {
    this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
