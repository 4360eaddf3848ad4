// @docusaurus/ExecutionEnvironment: what the current JavaScript environment offers. On the server
// every flag is false; code that renders differently on them must wait for useIsBrowser.
const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
