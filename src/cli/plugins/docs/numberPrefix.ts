// Number prefixes ("01-intro", "2. setup") order files and folders; they never show in ids or URLs.
import type { DocsOptions, NumberPrefixParser } from './options.ts';

const PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
// "1.2.3-release" and "2024-01-01-post" are names with digits, not number prefixes.
const NOT_A_PREFIX = /^\d+[-_.]\d+/;

/** The default parser: `01-intro` -> { filename: 'intro', numberPrefix: 1 }. */
export const defaultNumberPrefixParser: NumberPrefixParser = (fileName) => {
  if (NOT_A_PREFIX.test(fileName)) return { filename: fileName };
  const match = PREFIX.exec(fileName);
  return match ? { filename: match[2], numberPrefix: Number(match[1]) } : { filename: fileName };
};

const identity: NumberPrefixParser = (fileName) => ({ filename: fileName });

export function numberPrefixParserFor(option: DocsOptions['numberPrefixParser']): NumberPrefixParser {
  if (option === false) return identity;
  if (option === true) return defaultNumberPrefixParser;
  return option;
}

/** Strips the prefix of every segment of a posix path: `01-guides/02-setup` -> `guides/setup`. */
export function stripPathNumberPrefixes(relativePath: string, parser: NumberPrefixParser): string {
  return relativePath
    .split('/')
    .map((segment) => parser(segment).filename)
    .join('/');
}
