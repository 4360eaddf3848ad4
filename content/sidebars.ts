// The sidebars of docsite's own documentation.
export default {
  docs: ['index', 'installation', 'configuration', 'creating-pages'],
  api: ['cli'],
};
