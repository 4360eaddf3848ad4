// The messages declared in code: `translate({ id, message, description })` calls and
// `<Translate id description>message</Translate>` elements of .js/.jsx/.ts/.tsx files, found with
// the TypeScript parser (a devDependency, loaded only by write-translations). A call counts when
// its name is imported from a translation module (@docusaurus/Translate, docsite/runtime,
// @docsite/runtime, a relative .../translate), so another library's `translate` is left alone.
// Only string literals can be extracted: anything computed is a warning at its file:line.
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as TS from 'typescript';
import { DocsiteError, formatLocation, type SourceLocation } from '../errors.ts';
import type { TranslationFileContent } from '../types.ts';

export type TypeScript = typeof TS;

/** TypeScript from docsite's own dependencies, else from the site's; `load` imports a module (tests replace it). */
export async function loadTypeScript(siteDir: string, load: (specifier: string) => Promise<any> = (s) => import(s)): Promise<TypeScript> {
  const imported = await load('typescript').catch(() => undefined);
  if (imported) return (imported.default ?? imported) as TypeScript;
  try {
    const file = createRequire(path.join(siteDir, 'package.json')).resolve('typescript');
    const mod = await load(pathToFileURL(file).href);
    return (mod.default ?? mod) as TypeScript;
  } catch (error) {
    throw new DocsiteError('write-translations reads the site\'s code with the TypeScript compiler, and the typescript package is not installed.', {
      hint: 'Install it in the site: npm i -D typescript',
      cause: error,
    });
  }
}

/** One message as the code declares it. */
export interface DeclaredMessage {
  id: string;
  message: string;
  description?: string;
  location: SourceLocation;
}

export interface FileExtraction {
  messages: DeclaredMessage[];
  /** Declarations that could not be read, as `file:line:column: what`. */
  warnings: string[];
}

const TRANSLATION_MODULE = /^(@docusaurus\/Translate|@?docsite\/runtime)$|^\.{1,2}\/(.*\/)?translate(\.[jt]sx?)?$/;

/** The local names bound to the translate function and the Translate component by the file's imports. */
function translationImports(ts: TypeScript, source: TS.SourceFile): { functions: Set<string>; components: Set<string> } {
  const functions = new Set<string>();
  const components = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!TRANSLATION_MODULE.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    // `import Translate from '@docusaurus/Translate'`: the module's default export is the component.
    if (clause?.name) components.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === 'translate') functions.add(element.name.text);
      if (imported === 'Translate') components.add(element.name.text);
    }
  }
  return { functions, components };
}

/** The text of a string literal (or a template without placeholders), else undefined. */
function staticString(ts: TypeScript, node: TS.Node | undefined): string | undefined {
  while (node && (ts.isParenthesizedExpression(node) || ts.isJsxExpression(node) || ts.isAsExpression(node))) node = node.expression;
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** A text child as React receives it: lines trimmed where they meet, blank lines dropped, joined by spaces. */
export function jsxText(raw: string): string {
  const lines = raw.replace(/\t/g, ' ').split(/\r\n|\n|\r/);
  let last = -1;
  lines.forEach((line, i) => {
    if (/[^ ]/.test(line)) last = i;
  });
  let out = '';
  lines.forEach((line, i) => {
    let text = line;
    if (i > 0) text = text.replace(/^ +/, '');
    if (i < lines.length - 1) text = text.replace(/ +$/, '');
    if (text) out += i === last ? text : `${text} `;
  });
  return out;
}

type Fields = { id?: string; message?: string; description?: string };

/** Reads the fields of a declaration; the name of the first field that is not static, if any. */
function readFields(ts: TypeScript, entries: { name: string; value: TS.Node | undefined }[], out: Fields): string | undefined {
  for (const { name, value } of entries) {
    if (name !== 'id' && name !== 'message' && name !== 'description') continue;
    const text = staticString(ts, value);
    if (text === undefined) return name;
    out[name] = text;
  }
  return undefined;
}

/** The translation messages declared in one file's text. */
export function extractFromSource(ts: TypeScript, text: string, file: string): FileExtraction {
  const messages: DeclaredMessage[] = [];
  const warnings: string[] = [];
  if (!/translate/i.test(text)) return { messages, warnings };
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const { functions, components } = translationImports(ts, source);
  if (functions.size === 0 && components.size === 0) return { messages, warnings };
  const locate = (node: TS.Node): SourceLocation => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { file, line: line + 1, column: character + 1 };
  };
  const warn = (node: TS.Node, what: string) => warnings.push(`${formatLocation(locate(node))}: ${what}; it is left out of code.json. Write it as a string literal, or add its id to code.json by hand.`);
  const declare = (node: TS.Node, fields: Fields, what: string) => {
    const id = fields.id ?? fields.message;
    if (id === undefined) return warn(node, `${what} has neither an id nor a message`);
    messages.push({ id, message: fields.message ?? id, ...(fields.description !== undefined && { description: fields.description }), location: locate(node) });
  };

  const visitCall = (node: TS.CallExpression) => {
    const [arg] = node.arguments;
    const what = `${node.expression.getText(source)}()`;
    if (!arg || !ts.isObjectLiteralExpression(arg)) return warn(node, `${what} is given ${arg ? 'a computed value' : 'nothing'} instead of { id, message, description }`);
    const fields: Fields = {};
    const entries: { name: string; value: TS.Node | undefined }[] = [];
    for (const p of arg.properties) {
      if (ts.isSpreadAssignment(p) || ts.isComputedPropertyName(p.name!)) return warn(node, `${what} has spread or computed properties`);
      const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '';
      entries.push({ name, value: ts.isPropertyAssignment(p) ? p.initializer : undefined });
    }
    const computed = readFields(ts, entries, fields);
    if (computed) return warn(node, `${what} has a computed "${computed}"`);
    declare(node, fields, what);
  };

  const visitElement = (node: TS.JsxElement | TS.JsxSelfClosingElement) => {
    const opening = ts.isJsxElement(node) ? node.openingElement : node;
    const what = `<${opening.tagName.getText(source)}>`;
    const entries: { name: string; value: TS.Node | undefined }[] = [];
    for (const attribute of opening.attributes.properties) {
      if (ts.isJsxSpreadAttribute(attribute)) return warn(node, `${what} has spread attributes`);
      entries.push({ name: attribute.name.getText(source), value: attribute.initializer });
    }
    const fields: Fields = {};
    const computed = readFields(ts, entries, fields);
    if (computed) return warn(node, `${what} has a computed "${computed}"`);
    if (ts.isJsxElement(node)) {
      const children = node.children.filter((c) => !(ts.isJsxText(c) && c.containsOnlyTriviaWhiteSpaces) && !(ts.isJsxExpression(c) && !c.expression));
      if (children.length > 1) return warn(node, `${what} has more than one child; its message must be one plain string`);
      const [child] = children;
      if (child) {
        const message = ts.isJsxText(child) ? jsxText(child.text) : staticString(ts, child);
        if (message === undefined) return warn(node, `${what} has a computed message`);
        fields.message = message;
      }
    }
    declare(node, fields, what);
  };

  const visit = (node: TS.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && functions.has(node.expression.text)) visitCall(node);
    else if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) && components.has((ts.isJsxElement(node) ? node.openingElement : node).tagName.getText(source))) visitElement(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { messages, warnings };
}

const CODE_FILE = /\.(jsx?|tsx?)$/;

/** The .js/.jsx/.ts/.tsx files under `dirs`, sorted, once each: dependencies, dot folders, declaration files and `skip` folders left out. */
export async function listCodeFiles(dirs: string[], skip: string[] = []): Promise<string[]> {
  const skipped = new Set(skip.map((d) => path.resolve(d)));
  const found = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    if (skipped.has(dir)) return;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')) await walk(full);
      else if (e.isFile() && CODE_FILE.test(e.name) && !e.name.endsWith('.d.ts')) found.add(full);
    }
  };
  for (const dir of dirs) await walk(path.resolve(dir));
  return [...found].sort();
}

export interface CodeTranslations {
  /** id -> message and description, in the order the files declare them. */
  messages: TranslationFileContent;
  warnings: string[];
}

/** Every message the files declare; an id declared again with another message keeps the first, with a warning. */
export async function extractCodeTranslations(ts: TypeScript, files: string[]): Promise<CodeTranslations> {
  const texts = await Promise.all(files.map((f) => fs.readFile(f, 'utf8')));
  const messages: TranslationFileContent = {};
  const firstAt = new Map<string, SourceLocation>();
  const warnings: string[] = [];
  files.forEach((file, i) => {
    const found = extractFromSource(ts, texts[i], file);
    warnings.push(...found.warnings);
    for (const m of found.messages) {
      const first = firstAt.get(m.id);
      if (first) {
        if (messages[m.id].message !== m.message) warnings.push(`${formatLocation(m.location)}: the id "${m.id}" is declared again with another message ("${m.message}"); the first, at ${formatLocation(first)}, is kept.`);
        continue;
      }
      firstAt.set(m.id, m.location);
      messages[m.id] = { message: m.message, ...(m.description !== undefined && { description: m.description }) };
    }
  });
  return { messages, warnings };
}
