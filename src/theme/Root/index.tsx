import type { ReactNode } from 'react';

/** Wraps the whole app, above the router's route view; swizzle it to add global providers. */
export default function Root({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
