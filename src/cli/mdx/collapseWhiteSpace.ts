// What the compiled CLI uses for the collapse-white-space package (see REPLACED_PACKAGES in
// bin/compiledCli.js): the same function, without a call back into JavaScript for every run of
// white space. MDX asks it whether the first text of every paragraph is white space only
// (remark-mark-and-unravel), and the package's `trim` called a function for each space of the
// paragraph, then ran a regular expression: both showed in the compile's profile.
export type Style = 'html' | 'js';

export interface Options {
  style?: Style | undefined;
  preserveLineEndings?: boolean | undefined;
  trim?: boolean | undefined;
}

const JS = /\s+/g;
const HTML = /[\t\n\v\f\r ]+/g;
const JS_SPACE = /\s/;
const HTML_SPACE = /[\t\n\v\f\r ]/;

export function collapseWhiteSpace(value: string, options?: Style | Options | undefined): string {
  const o: Options = !options ? {} : typeof options === 'string' ? { style: options } : options;
  const text = String(value);
  const runs = o.style === 'html' ? HTML : JS;
  // A run becomes its line ending when it has one (rare: the package's own way, a call per run).
  if (o.preserveLineEndings) {
    return text.replace(runs, (run: string, index: number, all: string) => (o.trim && (index === 0 || index + run.length === all.length) ? '' : (/\r?\n|\r/.exec(run)?.[0] ?? ' ')));
  }
  const collapsed = text.replace(runs, ' ');
  if (!o.trim) return collapsed;
  // Trimmed: a run at the start or at the end is dropped. Each is one space of `collapsed` now;
  // one run may be both.
  const space = o.style === 'html' ? HTML_SPACE : JS_SPACE;
  const start = text.length > 0 && space.test(text[0]) ? 1 : 0;
  const end = text.length > 0 && space.test(text[text.length - 1]) ? collapsed.length - 1 : collapsed.length;
  return end > start ? collapsed.slice(start, end) : '';
}
