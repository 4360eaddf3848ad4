// @docusaurus/Link: docsite's Link takes the same `to`, `href` and `autoAddBaseUrl` props.
export { Link as default, type LinkProps as Props } from '../Link.tsx';
