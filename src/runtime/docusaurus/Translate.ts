// @docusaurus/Translate: the component as default, the translate() function by name.
export { Translate as default, translate } from '../translate.tsx';
