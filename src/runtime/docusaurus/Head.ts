// @docusaurus/Head: docsite's Head collects the same title, meta and link children.
export { Head as default } from '../Head.tsx';
