import { Component, type ReactNode } from 'react';

/**
 * A component that throws must not take the page down: the server-rendered markup
 * stays, and the console names the element.
 */
export class ElementErrorBoundary extends Component<{ tag: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`<${this.props.tag}> stopped working:`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
