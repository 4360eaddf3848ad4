// The front matter keys blog posts understand, checked by type; problems point at the key's line.
import { z } from 'zod';
import { authorFields } from './authors.ts';
import { keyLine, type FrontMatterProblem } from '../docs/docFrontMatter.ts';
import { frontMatterDate } from './postPaths.ts';

const tag = z.union([z.string(), z.looseObject({ label: z.string(), permalink: z.string(), description: z.string().optional() })]);
const headingLevel = z.number().int().min(2).max(6);

/**
 * An author written in the post: a full inline author, or `key` plus fields that override
 * authors.yml. Other keys pass, as in Docusaurus: platform keys are read as socials and the rest
 * get a warning (authors.ts).
 */
export const inlineAuthorSchema = z.looseObject({ key: z.string().optional(), ...authorFields });
export type InlineAuthor = z.output<typeof inlineAuthorSchema>;

/** Unknown keys are kept: sites add their own (a custom readingTime may read them). */
export const postFrontMatterSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  /** Checked by frontMatterDate, which says what is wrong with a date. */
  date: z.unknown().optional(),
  tags: z.array(tag).optional(),
  authors: z.union([z.string(), inlineAuthorSchema, z.array(z.union([z.string(), inlineAuthorSchema]))]).optional(),
  // The single-author keys of Docusaurus v1 posts.
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  authorTitle: z.string().optional(),
  authorURL: z.string().optional(),
  authorImageURL: z.string().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  image: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: headingLevel.optional(),
  toc_max_heading_level: headingLevel.optional(),
  custom_edit_url: z.string().nullable().optional(),
});

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

const TYPES: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'a boolean', object: 'an object', array: 'a list', record: 'an object', date: 'a date' };

function expectation(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type') return TYPES[issue.expected] ?? `a ${issue.expected}`;
  if (issue.code === 'too_small' || issue.code === 'too_big' || issue.code === 'not_multiple_of') return 'a whole number from 2 to 6';
  if (issue.code === 'invalid_union') {
    const own = [...new Set(issue.errors.flatMap((b) => b.filter((i) => i.path.length <= 1 && i.code === 'invalid_type').map((i) => i.message)))];
    return own.length ? own.join(' or ') : [...new Set(issue.errors.flatMap((b) => b.map((i) => i.message)))].join(' or ');
  }
  return issue.message ?? 'another value';
}

/** Validated front matter with its date read, or the problems found (never both). */
export function validatePostFrontMatter(frontMatter: Record<string, unknown>, source: string, file: string): { frontMatter: PostFrontMatter; date?: Date } | { problems: FrontMatterProblem[] } {
  const result = postFrontMatterSchema.safeParse(frontMatter, { error: expectation });
  const found = (path: PropertyKey[]) => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as any)[k as any] : undefined), frontMatter);
  const problems: FrontMatterProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ file, line: keyLine(source, String(issue.path[0] ?? '')), key: issue.path.join('.'), found: found(issue.path), expected: issue.message }));
  let date: Date | undefined;
  if (frontMatter.date !== undefined && !problems.some((p) => p.key === 'date')) {
    const read = frontMatterDate(frontMatter.date);
    if ('problem' in read) problems.push({ file, line: keyLine(source, 'date'), key: 'date', found: frontMatter.date, expected: read.problem });
    else date = read.date;
  }
  if (problems.length > 0 || !result.success) return { problems: problems.sort((a, b) => a.line - b.line) };
  return { frontMatter: result.data, date };
}
