// @docusaurus/ErrorBoundary: docsite's boundary, whose fallback is optional here as in Docusaurus.
import type { ReactNode } from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';
import { ErrorBoundary as DocsiteErrorBoundary, type FallbackParams } from '../ErrorBoundary.tsx';

export default function ErrorBoundary({ fallback, children }: { fallback?: (params: FallbackParams) => ReactNode; children: ReactNode }) {
  return <DocsiteErrorBoundary fallback={fallback ?? ((params) => <ErrorPageContent {...params} />)}>{children}</DocsiteErrorBoundary>;
}
