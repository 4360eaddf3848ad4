// `import Local from '@theme/Name'` (or any default import) added to a compiled MDX module by a plugin.
// Features that need a heavy browser library (diagrams, live code) import their component only
// into the pages that use them, so sites and pages without them never bundle or load it.

const id = (name: string) => ({ type: 'Identifier', name });

/** An mdxjsEsm node of `import local from 'source'` statements, one per [local, source] pair. */
export function importDefaults(imports: [local: string, source: string][]): any {
  const body = imports.map(([local, source]) => ({ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: id(local) }], source: { type: 'Literal', value: source } }));
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } };
}

/** An mdxjsEsm node importing the default export of `@theme/<name>` as `local`. */
export function importThemeComponent(local: string, name: string): any {
  return importDefaults([[local, `@theme/${name}`]]);
}
