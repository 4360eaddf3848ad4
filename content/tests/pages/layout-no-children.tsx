import Layout from '@theme/Layout';

/**
 * The theme's Layout with no children at all: the navbar, an empty main area and the footer.
 * There is deliberately no text on this page; the description below is only in the head.
 */
export default function LayoutNoChildren() {
  return <Layout title="Layout without children" description="Layout rendered with no children: the page should show the navbar, an empty content area and the footer, without errors." />;
}
