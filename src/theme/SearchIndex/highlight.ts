// Highlighted values and snippets in Algolia's format: HTML-escaped text with the matched words
// wrapped in tags, and a window of words around the first match.
import type { HighlightValue } from './types.ts';

/** Words are split on whitespace, punctuation and symbols ("<Tag>" is the word "Tag"); the engine indexes the same words. */
export const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;
const SEPARATOR_RUN = /([\n\r\p{Z}\p{P}\p{S}]+)/u;

export interface HighlightOptions {
  /** True for a word (as written) that matched the query. */
  isMatch: (word: string) => boolean;
  preTag: string;
  postTag: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Words and the separators between them, alternating: even indexes are words (maybe empty). */
function segments(text: string): string[] {
  return text.split(SEPARATOR_RUN);
}

function render(parts: string[], o: HighlightOptions): { value: string; matched: number } {
  let matched = 0;
  const value = parts
    .map((part, i) => {
      if (i % 2 === 1 || part === '') return escapeHtml(part);
      if (!o.isMatch(part)) return escapeHtml(part);
      matched++;
      return `${o.preTag}${escapeHtml(part)}${o.postTag}`;
    })
    .join('');
  return { value, matched };
}

function level(matched: number, text: string): HighlightValue['matchLevel'] {
  if (matched === 0) return 'none';
  const words = text.split(WORD_SEPARATOR).filter(Boolean).length;
  return matched >= words ? 'full' : 'partial';
}

export function highlight(text: string, o: HighlightOptions, matchedWords: string[] = []): HighlightValue {
  const { value, matched } = render(segments(text), o);
  return { value, matchLevel: level(matched, text), matchedWords: matched ? matchedWords : [] };
}

/** About `words` words of text around the first match, with `ellipsis` where text was cut. */
export function snippet(text: string, o: HighlightOptions & { words: number; ellipsis: string }, matchedWords: string[] = []): HighlightValue {
  const parts = segments(text);
  const wordIndexes = parts.map((_, i) => i).filter((i) => i % 2 === 0 && parts[i] !== '');
  if (wordIndexes.length <= o.words) return highlight(text, o, matchedWords);
  const first = wordIndexes.findIndex((i) => o.isMatch(parts[i]));
  // Start a few words before the match, so it reads in context.
  const startWord = first === -1 ? 0 : Math.max(0, Math.min(first - Math.floor(o.words / 3), wordIndexes.length - o.words));
  const endWord = Math.min(wordIndexes.length, startWord + o.words);
  const from = wordIndexes[startWord];
  const to = wordIndexes[endWord - 1];
  const { value, matched } = render(parts.slice(from, to + 1), o);
  const before = startWord > 0 ? o.ellipsis : '';
  const after = endWord < wordIndexes.length ? o.ellipsis : '';
  return { value: `${before}${value}${after}`, matchLevel: first === -1 ? 'none' : level(matched, text), matchedWords: matched ? matchedWords : [] };
}
