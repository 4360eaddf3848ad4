// `require('./img.png').default` in MDX, as Docusaurus pages write it (webpack gives them require).
// docsite bundles ES modules, where require is not defined, so each require of a string in the
// page's expressions, JSX attributes and ESM becomes an import added to the page:
// `require(x).default` the default import, a bare `require(x)` the module namespace. A file that
// defines require itself is left alone.

/** The estree programs of an MDX node: expressions, ESM, and JSX attribute values. */
function programsOf(node: any): any[] {
  const programs: any[] = [];
  if (node.data?.estree) programs.push(node.data.estree);
  for (const attribute of node.attributes ?? []) {
    if (attribute.type === 'mdxJsxExpressionAttribute' && attribute.data?.estree) programs.push(attribute.data.estree);
    else if (attribute.value && typeof attribute.value === 'object' && attribute.value.data?.estree) programs.push(attribute.value.data.estree);
  }
  return programs;
}

/** The string a `require('...')` call asks for, if `node` is one. */
function required(node: any): string | undefined {
  if (node?.type !== 'CallExpression' || node.callee?.type !== 'Identifier' || node.callee.name !== 'require' || node.arguments.length !== 1) return undefined;
  const [arg] = node.arguments;
  if (arg.type === 'Literal' && typeof arg.value === 'string') return arg.value;
  if (arg.type === 'TemplateLiteral' && arg.expressions.length === 0) return arg.quasis[0].value.cooked;
  return undefined;
}

/** True when the page binds `require` itself: imports it, or declares it in its ESM. */
function definesRequire(programs: any[]): boolean {
  const named = (id: any) => id?.type === 'Identifier' && id.name === 'require';
  return programs.some((program) =>
    (program.body ?? []).some((statement: any) => {
      if (statement.type === 'ImportDeclaration') return statement.specifiers.some((s: any) => named(s.local));
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type === 'VariableDeclaration') return declaration.declarations.some((d: any) => named(d.id));
      return declaration?.type === 'FunctionDeclaration' && named(declaration.id);
    }),
  );
}

const replaceWith = (node: any, name: string) => {
  for (const key of Object.keys(node)) delete node[key];
  Object.assign(node, { type: 'Identifier', name });
};

/** remark plugin: requires of strings in MDX become imports. */
export default function remarkRequireImports() {
  return (tree: any, file?: { value?: unknown }) => {
    if (typeof file?.value === 'string' && !file.value.includes('require(')) return;
    const mdxNodes: any[] = [];
    const stack = [tree];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node.type?.startsWith('mdx')) mdxNodes.push(node);
      if (node.children) stack.push(...node.children);
    }
    const esm = mdxNodes.filter((n) => n.type === 'mdxjsEsm').flatMap(programsOf);
    if (definesRequire(esm)) return;
    const imports: { name: string; source: string; namespace: boolean }[] = [];
    const local = (source: string, namespace: boolean) => {
      let entry = imports.find((i) => i.source === source && i.namespace === namespace);
      if (!entry) imports.push((entry = { name: `__docsiteRequire${imports.length}`, source, namespace }));
      return entry.name;
    };
    const walk = (node: any) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(walk);
      if (node.type === 'MemberExpression' && !node.computed && node.property?.name === 'default' && required(node.object) !== undefined) return replaceWith(node, local(required(node.object)!, false));
      if (required(node) !== undefined) return replaceWith(node, local(required(node)!, true));
      for (const key of Object.keys(node)) if (key !== 'position' && key !== 'loc' && key !== 'range') walk(node[key]);
    };
    for (const node of mdxNodes) for (const program of programsOf(node)) walk(program.body);
    if (imports.length === 0) return;
    const specifier = (i: (typeof imports)[number]) => ({ type: i.namespace ? 'ImportNamespaceSpecifier' : 'ImportDefaultSpecifier', local: { type: 'Identifier', name: i.name } });
    const body = imports.map((i) => ({ type: 'ImportDeclaration', specifiers: [specifier(i)], source: { type: 'Literal', value: i.source, raw: JSON.stringify(i.source) } }));
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } });
  };
}
