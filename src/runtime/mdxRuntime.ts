// What a direct page module (compiled Markdown that imports nothing else) needs in the browser: the
// JSX runtime and the MDX components hook, from the same React as the rest of the app. A bundle
// entry of its own, so its export names stay stable (see src/cli/bundle/direct/).
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';
export { useMDXComponents } from './mdx.tsx';
