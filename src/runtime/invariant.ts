/** Throws "Invariant failed" when a condition the code relies on does not hold. */
export function invariant(condition: unknown, message?: string): asserts condition {
  if (condition) return;
  throw new Error(message ? `Invariant failed: ${message}` : 'Invariant failed');
}
