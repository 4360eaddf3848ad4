import { Component, type ReactNode } from 'react';

export interface FallbackParams {
  error: Error;
  /** Clears the error and renders the children again. */
  tryAgain: () => void;
}

interface Props {
  children: ReactNode;
  fallback: (params: FallbackParams) => ReactNode;
}

/** Catches render errors below it and shows `fallback` instead of an empty page. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error('[docsite] A component crashed:', error);
  }

  render() {
    const { error } = this.state;
    if (error) return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
    return this.props.children;
  }
}

/** The error and every `cause` below it, outermost first. */
export function getErrorCausalChain(error: Error): Error[] {
  const chain: Error[] = [error];
  let current: unknown = error.cause;
  while (current instanceof Error && chain.length < 20) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}
