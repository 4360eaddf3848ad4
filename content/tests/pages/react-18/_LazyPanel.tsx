/** Loaded on demand by the React 18 test page with React.lazy. */
export default function LazyPanel() {
  return <p id="lazy-panel">This paragraph comes from a component loaded with React.lazy, in a chunk of its own.</p>;
}
