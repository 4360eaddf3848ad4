// The front matter keys docs understand, checked by type; problems point at the key's line.
import { z } from 'zod';

const tag = z.union([z.string(), z.looseObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })]);
const headingLevel = z.number().int().min(2).max(6);

/** Unknown keys are kept: sites add their own. */
export const docFrontMatterSchema = z.looseObject({
  id: z.string().refine((v) => !v.includes('/'), { error: 'an id without "/" (put the doc in a folder instead)' }).optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: z.string().nullable().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: z.string().optional(),
  tags: z.array(tag).optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  pagination_label: z.string().optional(),
  custom_edit_url: z.string().nullable().optional(),
  parse_number_prefixes: z.boolean().optional(),
  last_update: z
    .strictObject({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() })
    .optional(),
});

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;

export interface FrontMatterProblem {
  file: string;
  line: number;
  key: string;
  found: unknown;
  expected: string;
}

const TYPES: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'a boolean', object: 'an object', array: 'a list', record: 'an object', date: 'a date' };

function expectation(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type') return TYPES[issue.expected] ?? `a ${issue.expected}`;
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'a whole number from 2 to 6';
  if (issue.code === 'not_multiple_of') return 'a whole number from 2 to 6';
  if (issue.code === 'invalid_union') return [...new Set(issue.errors.flatMap((b) => b.filter((i) => i.path.length <= 1).map((i) => i.message)))].join(' or ');
  if (issue.code === 'unrecognized_keys') return `only ${['date', 'author'].map((k) => `"${k}"`).join(' and ')} keys`;
  return issue.message ?? 'another value';
}

/** 1-based line of a top-level key in the file, counting the opening `---` as line 1. */
export function keyLine(source: string, key: string): number {
  const lines = source.split('\n');
  const pattern = new RegExp(`^['"]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
  for (let i = 1; i < lines.length && !/^---\s*$/.test(lines[i]); i++) if (pattern.test(lines[i])) return i + 1;
  return 1;
}

/** Validated front matter, or the problems found (never both). */
export function validateDocFrontMatter(frontMatter: Record<string, unknown>, source: string, file: string): { frontMatter: DocFrontMatter } | { problems: FrontMatterProblem[] } {
  const result = docFrontMatterSchema.safeParse(frontMatter, { error: expectation });
  if (result.success) return { frontMatter: result.data };
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '');
    const found = issue.path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as any)[k as any] : undefined), frontMatter);
    return { file, line: keyLine(source, key), key: issue.path.join('.'), found, expected: issue.message };
  });
  return { problems: problems.sort((a, b) => a.line - b.line) };
}

/** `"sidebar_position" is "first"; expected a number.` */
export function describeFrontMatterProblem(p: FrontMatterProblem): string {
  return `"${p.key}" is ${JSON.stringify(p.found) ?? 'missing'}; expected ${p.expected}.`;
}
