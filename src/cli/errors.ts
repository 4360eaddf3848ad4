/** Where in a user's file a problem is. */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export interface DocsiteErrorOptions {
  /** What to do about it, one or two sentences. */
  hint?: string;
  /** Source position, printed as file:line:column. */
  location?: SourceLocation;
  /** The underlying error, printed only with DEBUG=docsite. */
  cause?: unknown;
  /** Extra lines printed under the title (lists of problems). */
  details?: string[];
  /** Process exit code for the CLI. */
  exitCode?: number;
}

/**
 * The one error type for user mistakes: a title (what), an optional location (where) and a hint
 * (what to do). The CLI prints it without a stack unless DEBUG=docsite.
 */
export class DocsiteError extends Error {
  readonly title: string;
  readonly hint?: string;
  readonly location?: SourceLocation;
  readonly details: string[];
  readonly exitCode: number;

  constructor(title: string, options: DocsiteErrorOptions = {}) {
    super(title, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DocsiteError';
    this.title = title;
    this.hint = options.hint;
    this.location = options.location;
    this.details = options.details ?? [];
    this.exitCode = options.exitCode ?? 1;
  }
}

/** Generated copies of a user's file -> that file. A copy keeps the file's lines, so a place in it is the file's. */
const copiedFrom = new Map<string, string>();

/** Makes errors located in `copy` (an absolute path, e.g. a blog post's excerpt) name `original` instead. */
export function registerSourceCopy(copy: string, original: string): void {
  copiedFrom.set(copy.replace(/\\/g, '/'), original);
}

export function formatLocation(loc: SourceLocation): string {
  const file = copiedFrom.get(loc.file.replace(/\\/g, '/')) ?? loc.file;
  // Paths print relative to where the command runs, so they can be clicked in a terminal.
  let out = isAbsolutePath(file) ? relativeToCwd(file) : file;
  if (loc.line !== undefined) out += `:${loc.line}`;
  if (loc.line !== undefined && loc.column !== undefined) out += `:${loc.column}`;
  return out;
}

/** Renders an error as the CLI prints it: location, title, details, hint; stack only when debugging. */
export function formatError(error: unknown, debug = isDebug()): string {
  if (error instanceof DocsiteError) {
    const lines: string[] = [];
    const where = error.location ? `${formatLocation(error.location)}: ` : '';
    lines.push(`[ERROR] ${where}${error.title}`);
    for (const d of error.details) lines.push(`  ${d}`);
    if (error.hint) lines.push(`  Hint: ${error.hint}`);
    if (debug) {
      lines.push('', String(error.stack));
      const causeStack = (error.cause as Error | undefined)?.stack;
      if (error.cause) lines.push('Caused by:', causeStack ? String(causeStack) : String(error.cause));
    }
    return lines.join('\n');
  }
  const err = error as Error;
  if (debug) return `[ERROR] ${err?.stack ?? String(error)}`;
  return `[ERROR] ${err?.message ?? String(error)}\n  Hint: this looks like a bug in docsite; run again with DEBUG=docsite for the stack trace and report it.`;
}

function isAbsolutePath(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p);
}

function relativeToCwd(p: string): string {
  const cwd = process.cwd().replace(/\\/g, '/').replace(/\/$/, '');
  const file = p.replace(/\\/g, '/');
  return file.startsWith(cwd + '/') ? file.slice(cwd.length + 1) : file;
}

export function isDebug(): boolean {
  return /\bdocsite\b|\*/.test(process.env.DEBUG ?? '');
}

export type Severity = 'throw' | 'warn' | 'ignore';

/**
 * The one place user-tunable severities are applied: throw raises a DocsiteError, warn logs,
 * ignore does nothing.
 */
export function report(severity: Severity, error: DocsiteError, warn: (message: string) => void = console.warn): void {
  if (severity === 'ignore') return;
  if (severity === 'throw') throw error;
  warn(formatError(error, false).replace(/^\[ERROR\]/, '[WARNING]'));
}

/** An error as plain data, to cross to another thread; reviveError makes it an error again. */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  docsite?: { title: string; hint?: string; location?: SourceLocation; details: string[]; exitCode: number };
}

export function serializeError(e: unknown): SerializedError {
  const error = e instanceof Error ? e : new Error(String(e));
  const d = error instanceof DocsiteError ? { title: error.title, hint: error.hint, location: error.location, details: error.details, exitCode: error.exitCode } : undefined;
  return { name: error.name, message: error.message, stack: error.stack, code: (error as NodeJS.ErrnoException).code, docsite: d };
}

export function reviveError(e: SerializedError): Error {
  if (e.docsite) return Object.assign(new DocsiteError(e.docsite.title, e.docsite), { stack: e.stack });
  return Object.assign(new Error(e.message), { name: e.name, stack: e.stack }, e.code === undefined ? {} : { code: e.code });
}
