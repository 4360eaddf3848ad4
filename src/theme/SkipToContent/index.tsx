/** The first focusable element of every page: jumps past the navbar to the main content. */
export default function SkipToContent() {
  return (
    <a className="skip-to-content" href="#__docsite_main">
      Skip to main content
    </a>
  );
}
