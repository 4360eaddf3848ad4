// The server side of a direct module, made from its browser code by rewriting its import and
// export lines, without a second esbuild pass.
import { PLAIN_MARK } from '../../mdx/plainOutput.ts';
import { MDX_RUNTIME_ENTRY, MDX_RUNTIME_SOURCES } from './plan.ts';


/** `import {a as b, c} from <runtime>` as CommonJS, from the text between the braces; null unless every name is an identifier. */
function runtimeRequire(namesText: string): string | null {
  const names = namesText.split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.split(/\s+as\s+/));
  if (!names.every((n) => n.every((x) => /^[\w$]+$/.test(x)))) return null;
  return `const {${names.map(([from, to = from]) => `${from}:${to}`).join(',')}}=require("${MDX_RUNTIME_ENTRY}");`;
}

/**
 * The server side of a browser module as CommonJS, by rewriting its first and last statements:
 * esbuild writes a direct page as runtime imports, code, then one `export { ... }` list. Null
 * when the code has any other shape (the caller compiles it with esbuild instead).
 */
export function directModuleToCommonJs(code: string): string | null {
  const lead = /^(?:\s*\/\/[^\n]*\n)*/.exec(code)![0];
  let at = lead.length;
  const requires: string[] = [];
  const importRe = /\s*import\s*\{([^}]*)\}\s*from\s*"([^"]*)"\s*;?/y;
  for (let m: RegExpExecArray | null; (importRe.lastIndex = at), (m = importRe.exec(code)); at = importRe.lastIndex) {
    const line = runtimeRequire(m[1]);
    if (line === null) return null;
    requires.push(line);
  }
  const tail = /\bexport\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  if (!tail) return null;
  const exports = tail[1].split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.split(/\s+as\s+/));
  if (!exports.every((n) => n.every((x) => /^[\w$]+$/.test(x)))) return null;
  const body = code.slice(at, tail.index);
  // Any other module statement left (one inside a string only looks like one: esbuild then).
  if (/(^|[\n;{}])\s*(import|export)\b/.test(body)) return null;
  return `${requires.join('')}${body}module.exports={${exports.map(([local, name = local]) => `${JSON.stringify(name)}:${local}`).join(',')}};\n`;
}

/** The leading import statements of a plain module (one a line), and where its other statements start. */
function plainImports(code: string): { imports: { names: string; source: string }[]; body: number } | null {
  let at = code.startsWith(PLAIN_MARK) ? PLAIN_MARK.length : 0;
  const imports: { names: string; source: string }[] = [];
  while (code.startsWith('import ', at)) {
    const end = code.indexOf('\n', at);
    const m = /^import \{([^}]*)\} from "([^"]*)";$/.exec(code.slice(at, end === -1 ? undefined : end));
    if (!m) return null;
    imports.push({ names: m[1], source: m[2] });
    at = end === -1 ? code.length : end + 1;
  }
  return { imports, body: at };
}

/** A plain module for the browser: its runtime imports from `runtime`, the rest as compiled. */
export function plainBrowserModule(code: string, runtime: string): string {
  const parsed = plainImports(code);
  if (!parsed || !parsed.imports.every((i) => MDX_RUNTIME_SOURCES.has(i.source))) throw new Error(`docsite bug: a plain page module imports more than the MDX runtime`);
  return parsed.imports.map((i) => `import {${i.names}} from ${JSON.stringify(runtime)};\n`).join('') + code.slice(parsed.body);
}

/**
 * A plain module as the server's CommonJS (see directServer.ts): each top-level statement is a line,
 * so its exports are the lines starting `export const`, `export function` or `export default
 * function`. Null for any other export form (esbuild compiles the module then).
 */
export function plainModuleToCommonJs(code: string): string | null {
  const parsed = plainImports(code);
  if (!parsed) return null;
  const requires = parsed.imports.map((i) => runtimeRequire(i.names));
  if (requires.includes(null)) return null;
  const exported: [string, string][] = [];
  let failed = false;
  const body = code.slice(parsed.body).replace(/^export (?:(default) )?(?:(const|function) ([\w$]+)|.*)/gm, (line, isDefault: string | undefined, kind: string | undefined, name: string | undefined) => {
    if (!name || (isDefault && kind !== 'function')) {
      failed = true;
      return line;
    }
    exported.push([isDefault ? 'default' : name, name]);
    return line.slice(isDefault ? 'export default '.length : 'export '.length);
  });
  if (failed) return null;
  return `${requires.join('')}\n${body}module.exports={${exported.map(([name, local]) => `${JSON.stringify(name)}:${local}`).join(',')}};\n`;
}
