// @docusaurus/useIsBrowser: false on the server and while hydrating, true afterwards.
export { useIsBrowser as default } from '../useIsBrowser.ts';
