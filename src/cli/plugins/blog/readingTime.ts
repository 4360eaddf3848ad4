// How long a post takes to read: words at a steady speed, code included (readers skim it too).
import type { ReadingTimeFunction } from './options.ts';

export const DEFAULT_WORDS_PER_MINUTE = 200;

/** Words of Markdown text: runs of letters or digits, each CJK character counting as one; comments do not count. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, ' ');
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g)?.length ?? 0;
  const words = text.replace(/[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/g, ' ').match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return words + cjk;
}

/** Minutes, unrounded: the theme rounds up for display. */
export function defaultReadingTime({ content, options }: { content: string; options?: { wordsPerMinute?: number } }): number {
  return countWords(content) / (options?.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE);
}

/** The post's reading time: the site's function when it gives one, else the default; undefined when hidden. */
export function postReadingTime(o: { content: string; frontMatter: Record<string, unknown>; show: boolean; readingTime?: ReadingTimeFunction }): number | undefined {
  if (!o.show) return undefined;
  if (!o.readingTime) return defaultReadingTime({ content: o.content });
  const minutes = o.readingTime({ content: o.content, frontMatter: o.frontMatter, defaultReadingTime });
  return typeof minutes === 'number' && Number.isFinite(minutes) ? minutes : undefined;
}
