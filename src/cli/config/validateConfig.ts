import path from 'node:path';
import { z } from 'zod';
import { DocsiteError } from '../errors.ts';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { nearestNames } from '../shared/suggest.ts';

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;
type Path = PropertyKey[];

/** One line of the report: a wrong value, or an unknown key with the keys known at that place. */
type Problem = { path: Path; expected: string } | { path: Path; knownKeys: string[] };

// The error map can only return a string, so unknown-key issues carry the known keys encoded in it.
const KNOWN_KEYS = 'known-keys:';
const FOUND_MAX = 60;

/**
 * Validates a raw config (the default export of site.config.ts) and applies defaults. Throws one
 * DocsiteError that lists every problem, each with its path, the value found and what was expected.
 */
export function validateConfig(raw: unknown, configPath: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw, { error: expectation });
  if (result.success) return result.data;

  const details = [...new Set(collectProblems(result.error.issues, [], raw).map((p) => formatProblem(p, raw)))];
  const count = details.length;
  const shownPath = path.relative(process.cwd(), configPath) || configPath;
  throw new DocsiteError(`The site config has ${count} invalid ${count === 1 ? 'field' : 'fields'}.`, {
    location: { file: configPath },
    details,
    hint: `Fix these fields in ${shownPath} and run the command again.`,
  });
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'a list',
  tuple: 'a list',
  record: 'an object',
  function: 'a function',
  null: 'null',
  undefined: 'nothing',
};

/** Per-parse zod error map: turns an issue into the readable "expected ..." text. */
function expectation(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_NAMES[issue.expected] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return sizeExpectation(issue.origin, issue.inclusive === false ? '>' : '>=', Number(issue.minimum));
    case 'too_big':
      return sizeExpectation(issue.origin, issue.inclusive === false ? '<' : '<=', Number(issue.maximum));
    case 'unrecognized_keys': {
      const shape = (issue.inst as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {};
      return KNOWN_KEYS + JSON.stringify(Object.keys(shape));
    }
    case 'invalid_format':
      return `a valid ${issue.format}`;
    case 'invalid_key':
      return 'a valid key';
    case 'invalid_union': {
      // "a string or a boolean", from what each member expected of the value as a whole.
      const options = [...new Set(issue.errors.flatMap((branch) => branch.filter((i) => i.path.length === 0).map((i) => i.message)))];
      if (options.length === 0) return 'a value of another shape';
      return options.length === 1 ? options[0] : `${options.slice(0, -1).join(', ')} or ${options[options.length - 1]}`;
    }
    default:
      return 'a value of another shape';
  }
}

function sizeExpectation(origin: string, op: string, bound: number): string {
  if (origin === 'string') {
    if (op === '>=' && bound === 1) return 'a non-empty string';
    return `a string with ${op} ${bound} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (op === '>=' && bound === 1) return 'a non-empty list';
    return `a list with ${op} ${bound} items`;
  }
  return `a number ${op} ${bound}`;
}

function collectProblems(issues: readonly Issue[], prefix: Path, raw: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const issue of issues) {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      const knownKeys = issue.message.startsWith(KNOWN_KEYS) ? (JSON.parse(issue.message.slice(KNOWN_KEYS.length)) as string[]) : [];
      for (const key of issue.keys) problems.push({ path: [...at, key], knownKeys });
    } else if (issue.code === 'invalid_union') {
      const branch = closestBranch(issue.errors, raw, at);
      if (branch) problems.push(...collectProblems(branch, at, raw));
      else problems.push({ path: at, expected: issue.message });
    } else {
      problems.push({ path: at, expected: issue.message });
    }
  }
  return problems;
}

/**
 * The union member the value most likely meant: the one that rejected a value present deepest
 * inside the input (so it matched the outer shape), fewest issues breaking ties. None when every
 * member rejected the value as a whole, or only missed or did not know keys: then the union's own
 * expectation is the clearest message.
 */
function closestBranch(branches: Issue[][], raw: unknown, at: Path): Issue[] | undefined {
  let best: Issue[] | undefined;
  let bestDepth = 0;
  for (const branch of branches) {
    const depth = Math.max(0, ...branch.map((issue) => matchDepth(issue, raw, at)));
    if (depth > bestDepth || (depth === bestDepth && best && branch.length < best.length)) {
      best = branch;
      bestDepth = depth;
    }
  }
  return best;
}

function matchDepth(issue: Issue, raw: unknown, at: Path): number {
  const where = [...at, ...issue.path];
  if (issue.code === 'unrecognized_keys' || valueAt(raw, where) === undefined) return 0;
  if (issue.code === 'invalid_union') {
    return issue.path.length + Math.max(0, ...issue.errors.flatMap((branch) => branch.map((i) => matchDepth(i, raw, where))));
  }
  return issue.path.length;
}

function formatProblem(problem: Problem, raw: unknown): string {
  const where = formatPath(problem.path);
  if ('expected' in problem) {
    return `- ${where}: found ${describeValue(valueAt(raw, problem.path))}, expected ${problem.expected}`;
  }
  const key = String(problem.path[problem.path.length - 1]);
  const suggestion = closestKey(key, problem.knownKeys);
  if (suggestion) return `- ${where}: unknown field. Did you mean "${suggestion}"?`;
  return `- ${where}: unknown field. Known fields here: ${problem.knownKeys.join(', ')}`;
}

/** Formats a path as code would reach it: `themeConfig.navbar.items[0].position`. */
export function formatPath(segments: Path): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out || '(root)';
}

function valueAt(raw: unknown, segments: Path): unknown {
  let current = raw;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > FOUND_MAX ? `${text.slice(0, FOUND_MAX - 3)}...` : text;
}

/** The known key nearest to a misspelt one, if it is close enough to be a plausible typo. */
function closestKey(key: string, knownKeys: string[]): string | undefined {
  return nearestNames(key, knownKeys, { limit: 1 })[0];
}
