import { useCallback, useEffect, useRef, useState } from 'react';
import Layout from '@theme/Layout';
import { Link, useBaseUrl } from 'docsite/runtime';

/** A Link whose ref is read after mount: the ref must reach the rendered <a> element. */
function LinkWithRef() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [seen, setSeen] = useState<string>('not read yet: the ref is read in an effect after hydration');
  useEffect(() => {
    const el = ref.current;
    setSeen(el ? `<${el.tagName.toLowerCase()}> with href "${el.getAttribute('href')}"` : 'null: the ref did not reach the element');
  }, []);
  return (
    <>
      <p>
        <Link ref={ref} to="/tests/pages/">
          A Link with a ref
        </Link>
      </p>
      <p>
        The ref points at: <code id="link-ref-result">{seen}</code>
      </p>
    </>
  );
}

/**
 * A callback ref. It only records what it receives: setting state from a callback ref would
 * re-render the Link, which calls the ref again.
 */
function LinkWithCallbackRef() {
  const received = useRef<string | null>(null);
  const [seen, setSeen] = useState('not read yet');
  const callbackRef = useCallback((el: HTMLAnchorElement | null) => {
    if (el) received.current = `<${el.tagName.toLowerCase()}> with href "${el.getAttribute('href')}"`;
  }, []);
  useEffect(() => setSeen(received.current ?? 'nothing: the callback was never given an element'), []);
  return (
    <>
      <p>
        <Link ref={callbackRef} to="/tests/pages/analytics/">
          A Link with a callback ref
        </Link>
      </p>
      <p>
        The callback received: <code id="link-callback-ref-result">{seen}</code>
      </p>
    </>
  );
}

export default function LinkTests() {
  const iconUrl = useBaseUrl('/img/favicon.svg');
  return (
    <Layout title="Link tests" description="The Link component of docsite/runtime: refs, external links, anchors, prefetching and base URLs.">
      <div className="container container--page markdown">
        <h1>Link tests</h1>
        <p>
          <code>Link</code> from <code>docsite/runtime</code> renders an <code>a</code> element. For paths of this site it navigates without
          reloading the document and loads the target's code ahead of time; for other sites it behaves like a plain link.
        </p>
        <h2>Refs</h2>
        <p>
          <code>Link</code> forwards its ref to the anchor element, for components that need to measure or focus it. Both kinds of ref are
          tested:
        </p>
        <LinkWithRef />
        <LinkWithCallbackRef />
        <h2 id="kinds-of-target">Kinds of target</h2>
        <ul>
          <li>
            <Link to="/tests/docs/">A site path</Link>: navigates in place; the network panel shows no new document request.
          </li>
          <li>
            <Link to="/tests/pages/code-block-tests/#magic-comments">A site path with an anchor</Link>: scrolls to the heading after the
            navigation.
          </li>
          <li>
            <Link to="#kinds-of-target">An anchor on this page</Link>: scrolls without navigating.
          </li>
          <li>
            <Link to="https://example.com/">An external link</Link>: opens in a new tab, with <code>rel="noopener noreferrer"</code>.
          </li>
          <li>
            <Link to={iconUrl}>A static file</Link> (its path built with <code>useBaseUrl</code>): loaded by the browser as a file, not by
            the router.
          </li>
          <li>
            <Link to="/tests/pages/seo/" prefetch={false}>
              A link without prefetching
            </Link>
            : hovering it loads nothing until it is clicked.
          </li>
          <li>
            <Link to="/tests/pages/tabs-tests/" target="_blank">
              A site path with target _blank
            </Link>
            : opens a new tab and loads the page in full there.
          </li>
          <li>
            <Link to="/tests/" autoAddBaseUrl={false}>
              A link with autoAddBaseUrl false
            </Link>
            : the path is used as written, without the site's <code>baseUrl</code> in front. This site's base URL is <code>/</code>, so the
            result is the same here.
          </li>
        </ul>
      </div>
    </Layout>
  );
}
