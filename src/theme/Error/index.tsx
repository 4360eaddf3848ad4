import ErrorPageContent from '@theme/ErrorPageContent';
import type { FallbackParams } from '@docsite/runtime';

/** Shown when the whole layout crashed: no navbar, just the error and Try again. */
export default function Error(props: FallbackParams) {
  return (
    <main id="__docsite_main">
      <ErrorPageContent {...props} />
    </main>
  );
}
