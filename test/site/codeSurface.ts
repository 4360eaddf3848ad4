// What the reference pages must describe, read from the code: option paths of zod schemas, the
// built-in plugins and their option schemas, and the names the runtime's public entry exports.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from '../helpers/site.ts';

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'catch', 'readonly', 'pipe', 'lazy']);

/** The schema inside optional/default/prefault/pipe/lazy wrappers. */
export function unwrap(schema: any): any {
  for (let s = schema, depth = 0; s && depth < 20; depth++) {
    const def = s.def;
    if (!def || !WRAPPERS.has(def.type)) return s;
    s = def.type === 'pipe' ? def.in : def.type === 'lazy' ? def.getter() : def.innerType;
  }
  return schema;
}

/** The object schemas a value is made of: itself, an array's or a record's elements, a union's members. */
function objectsIn(schema: any): any[] {
  const s = unwrap(schema);
  switch (s?.def?.type) {
    case 'object':
      return Object.keys(s.shape).length > 0 ? [s] : [];
    case 'array':
      return objectsIn(s.def.element);
    case 'record':
      return objectsIn(s.def.valueType);
    case 'union':
      return s.def.options.flatMap(objectsIn);
    default:
      return [];
  }
}

/**
 * Every option path of an object schema, as key lists: a key holding objects (directly, in a list,
 * a record or a union) gives its own keys' paths, any other key is a leaf. Arrays and records
 * leave no mark in the path: `navbar.items.label` is the label of any navbar item.
 */
export function optionPaths(schema: any, seen = new Set<any>()): string[][] {
  const out: string[][] = [];
  for (const object of objectsIn(schema)) {
    if (seen.has(object)) continue;
    const inner = new Set([...seen, object]);
    for (const [key, value] of Object.entries<any>(object.shape)) {
      const nested = objectsIn(value).some((o) => !inner.has(o)) ? optionPaths(value, inner) : [];
      if (nested.length === 0) out.push([key]);
      for (const rest of nested) out.push([key, ...rest]);
    }
  }
  // A union of objects sharing a key lists it once.
  return [...new Map(out.map((p) => [p.join('.'), p])).values()];
}

/** Every key at any depth of a schema. */
export const allKeys = (schema: any): Set<string> => new Set(optionPaths(schema).flat());

const pluginsDir = path.join(repoRoot, 'src/cli/plugins');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The module file of every entry of `builtinPlugins` in src/cli/plugins/index.ts, by plugin name. */
export function builtinPluginFiles(): Map<string, string> {
  const index = path.join(pluginsDir, 'index.ts');
  const source = parse(index);
  const imports = new Map<string, string>();
  const out = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause?.name && ts.isStringLiteral(node.moduleSpecifier)) {
      imports.set(node.importClause.name.text, path.resolve(pluginsDir, node.moduleSpecifier.text));
    }
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'builtinPlugins' && node.initializer && ts.isObjectLiteralExpression(node.initializer)) {
      for (const p of node.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) throw new Error(`${index}: builtinPlugins entry "${p.getText()}" is not a "name: factory" pair`);
        const name = ts.isStringLiteral(p.name) ? p.name.text : p.name.getText();
        const file = imports.get(p.initializer.getText());
        if (!file) throw new Error(`${index}: builtinPlugins.${name} is not a default import`);
        out.set(name, file);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (out.size === 0) throw new Error(`${index}: no builtinPlugins object found`);
  return out;
}

/** Keys of the interface that types the second parameter (the options) of a module's default export. */
function factoryOptionKeys(file: string): string[] | null {
  const source = parse(file);
  const factory = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
  );
  const type = factory?.parameters[1]?.type;
  if (!type) return null;
  // Record<string, unknown> (or no named type): the plugin reads no options.
  if (!ts.isTypeReferenceNode(type) || type.typeName.getText() === 'Record') return [];
  const name = type.typeName.getText();
  const decl = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!decl) return null;
  return decl.members.flatMap((m) => (m.name ? [m.name.getText()] : []));
}

export interface PluginOptions {
  name: string;
  /** Option paths (key lists), from the zod schema, or from the factory's options interface. */
  paths: string[][];
}

/**
 * The options of every built-in plugin. The schema is the `*OptionsSchema` export of the plugin's
 * options.ts or entry module; a plugin without one is read from its factory's options type.
 */
export async function builtinPluginOptions(): Promise<PluginOptions[]> {
  const out: PluginOptions[] = [];
  for (const [name, file] of builtinPluginFiles()) {
    const candidates = path.basename(file) === 'index.ts' ? [path.join(path.dirname(file), 'options.ts'), file] : [file];
    let paths: string[][] | null = null;
    for (const candidate of candidates) {
      if (!fs.existsSync(candidate)) continue;
      const mod = await import(candidate);
      const schema = Object.entries<any>(mod).find(([key, value]) => key.endsWith('OptionsSchema') && value?.def)?.[1];
      if (schema) {
        paths = optionPaths(schema);
        break;
      }
    }
    paths ??= factoryOptionKeys(file)?.map((k) => [k]) ?? null;
    if (!paths) throw new Error(`Plugin "${name}" (${path.relative(repoRoot, file)}): no *OptionsSchema export and no options interface on its factory; export its zod schema as <name>OptionsSchema.`);
    out.push({ name, paths });
  }
  return out;
}

/** Every name the runtime's public entry exports, types included. */
export function runtimeExports(entry = path.join(repoRoot, 'src/runtime/index.ts')): string[] {
  const program = ts.createProgram([entry], {
    allowImportingTsExtensions: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  if (!module) throw new Error(`${entry}: not a module`);
  return checker.getExportsOfModule(module).map((s) => s.name);
}
