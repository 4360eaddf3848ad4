// @docusaurus/Interpolate: a message string as children, {placeholders} filled from `values`.
import type { ReactNode } from 'react';
import { interpolate } from '../translate.tsx';

export { interpolate };

export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
