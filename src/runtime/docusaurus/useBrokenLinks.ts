// @docusaurus/useBrokenLinks. docsite's link checker reads the rendered HTML: every <a href> is a
// link and every id attribute an anchor, so there is nothing to collect by hand. A link that is
// not rendered as <a href> stays unchecked.
const brokenLinks = { collectLink: (_link: string | undefined) => {}, collectAnchor: (_anchor: string | undefined) => {} };

export default function useBrokenLinks() {
  return brokenLinks;
}
