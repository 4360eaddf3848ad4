// Reads the feature requests data file (YAML or JSON: a list of requests) and checks every entry,
// reporting all problems at once with the line of each entry in a YAML file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { FEATURE_REQUEST_STATUSES, type FeatureRequest, type FeatureRequestsData } from '../../../theme/FeatureRequestsPage/types.ts';
import { DocsiteError } from '../../errors.ts';

const FIELDS = 'slug, title, status, votes, category, created (YYYY-MM-DD) and an optional description';
const HINT = `Each entry of the feature requests file needs ${FIELDS}; status is one of ${FEATURE_REQUEST_STATUSES.join(', ')}.`;

const isoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

const requestSchema = z.strictObject({
  slug: z.string({ error: 'a string' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'lowercase letters, digits and single hyphens, such as "offline-search"' }),
  title: z.string({ error: 'a string' }).trim().min(1, { error: 'a non-empty string' }),
  status: z.enum(FEATURE_REQUEST_STATUSES, { error: `one of ${FEATURE_REQUEST_STATUSES.map((s) => `"${s}"`).join(', ')}` }),
  votes: z.number({ error: 'a whole number' }).int({ error: 'a whole number' }).min(0, { error: 'a whole number of 0 or more' }),
  category: z.string({ error: 'a string' }).trim().min(1, { error: 'a non-empty string' }),
  description: z.string({ error: 'a string' }).default(''),
  // YAML 1.1 readers turn unquoted dates into Date objects; accept both.
  created: z.union([z.string().refine(isoDate, { error: 'a date written YYYY-MM-DD' }), z.date().transform((d) => d.toISOString().slice(0, 10))], { error: 'a date written YYYY-MM-DD' }),
});

const rel = (file: string) => path.relative(process.cwd(), file) || file;
const shown = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v instanceof Date ? v.toISOString() : v)?.slice(0, 60));

/** Parses the file's text into a list plus the line of each entry (YAML only). */
function parseFile(text: string, file: string): { value: unknown; lines: (number | undefined)[] } {
  if (file.endsWith('.json')) {
    try {
      return { value: JSON.parse(text), lines: [] };
    } catch (cause) {
      throw new DocsiteError(`The feature requests file ${rel(file)} is not valid JSON: ${(cause as Error).message}`, { location: { file }, hint: 'Fix the JSON syntax, or write the file as YAML (.yml).', cause });
    }
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = lineCounter.linePos(e.pos[0]);
    throw new DocsiteError(`The feature requests file is not valid YAML: ${e.message.split('\n')[0]}`, { location: { file, line: pos.line, column: pos.col }, hint: 'Fix the YAML syntax at that position.' });
  }
  const lines = isSeq(doc.contents) ? doc.contents.items.map((item: any) => (item?.range ? lineCounter.linePos(item.range[0]).line : undefined)) : [];
  return { value: doc.toJS(), lines };
}

/** Problems of one entry, as detail lines. */
function entryProblems(raw: unknown, where: string): string[] {
  const result = requestSchema.safeParse(raw);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `- ${where}: unknown field${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}; the fields are ${FIELDS}.`;
    const field = String(issue.path[0]);
    const value = (raw as Record<string, unknown>)[field];
    return value === undefined ? `- ${where}: "${field}" is missing; expected ${issue.message}.` : `- ${where}: "${field}" is ${shown(value)}; expected ${issue.message}.`;
  });
}

/** Reads and checks the data file; throws one DocsiteError listing every problem. */
export async function loadFeatureRequests(file: string): Promise<FeatureRequest[]> {
  const text = await fs.readFile(file, 'utf8').catch((cause) => {
    if (cause?.code !== 'ENOENT') throw cause;
    throw new DocsiteError(`The feature requests file ${rel(file)} was not found.`, { hint: 'Create it, or set the path option of the feature-requests plugin (relative to the content folder).', cause });
  });
  const { value, lines } = parseFile(text, file);
  const list = value ?? [];
  if (!Array.isArray(list)) {
    throw new DocsiteError(`The feature requests file ${rel(file)} must be a list of requests.`, { location: { file }, hint: `Write one list item per request: "- slug: offline-search" followed by its other fields: ${FIELDS}.` });
  }
  const problems: string[] = [];
  const seen = new Map<string, string>();
  list.forEach((raw, i) => {
    const where = lines[i] ? `${rel(file)}:${lines[i]}` : `entry ${i + 1}`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      problems.push(`- ${where}: an entry must be an object with ${FIELDS}.`);
      return;
    }
    problems.push(...entryProblems(raw, where));
    const slug = (raw as { slug?: unknown }).slug;
    if (typeof slug === 'string') {
      if (seen.has(slug)) problems.push(`- ${where}: the slug "${slug}" is already used by the entry at ${seen.get(slug)}; slugs must be unique.`);
      else seen.set(slug, where);
    }
  });
  if (problems.length > 0) {
    throw new DocsiteError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the feature requests file ${rel(file)}:`, { details: problems, hint: HINT });
  }
  return list.map((raw) => requestSchema.parse(raw));
}

/** The data module of the board: the requests in file order and every category. */
export function boardData(requests: FeatureRequest[]): FeatureRequestsData {
  return { requests, categories: [...new Set(requests.map((r) => r.category))].sort((a, b) => a.localeCompare(b, 'en')) };
}
