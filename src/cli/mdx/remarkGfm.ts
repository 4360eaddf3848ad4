// remark-gfm (autolink literals, footnotes, strikethrough, tables, task lists) with a faster parse.
// Recognizing autolink literals (`www.example.com`, `https://...`, `me@example.com` written as
// plain text) is the slowest part of parsing Markdown: micromark tries the email construct at every
// word and a transform searches every text node with regular expressions: the largest part of the parse.
//
// So each file is parsed without them first. A literal needs `@`, `www.` or `http:`/`https:` in
// the text it is made of, and without the construct that text stays in text nodes. When no text
// node holds one of them the tree is the one remark-gfm gives (a test compares both on every
// Markdown file of the website and the fixtures); otherwise the file is parsed again with them.
// The first parse also leaves out footnotes and strikethrough when the text has no `[^` or `~`.
import { gfmFromMarkdown, gfmToMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-gfm';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import { gfm, type Options as MicromarkOptions } from 'micromark-extension-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Processor } from 'unified';

export type RemarkGfmOptions = MicromarkOptions & ToMarkdownOptions;

/** What every autolink literal's text holds (mailto: and xmpp: addresses have an `@` too). */
const LITERAL_MARK = /@|www\.|https?:/i;

/** True when a text node of `tree` holds what an autolink literal needs. */
export function mayHoldAutolinkLiterals(tree: any): boolean {
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node.type === 'text' && LITERAL_MARK.test(node.value)) return true;
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return false;
}

/** A unified plugin, used in place of remark-gfm after remark-parse. */
export default function remarkGfm(this: Processor<any>, options: RemarkGfmOptions = {}): void {
  const data = this.data() as Record<string, unknown[] | undefined>;
  const full = gfm(options);
  const fullFromMarkdown = gfmFromMarkdown();
  // gfm() and gfmFromMarkdown() without their autolink literal parts, and without footnotes or
  // strikethrough for a text that has no `[^` or no `~` (neither can start without them, and
  // looking for each costs time on every page).
  const reduced = new Map<string, { micromark: unknown; fromMarkdown: unknown[] }>();
  const withoutLiterals = (document: string) => {
    const footnotes = document.includes('[^');
    const strikethrough = document.includes('~');
    const key = `${footnotes}-${strikethrough}`;
    let set = reduced.get(key);
    if (!set) {
      const parts: [unknown, unknown][] = [
        ...(footnotes ? [[gfmFootnote(), gfmFootnoteFromMarkdown()] as [unknown, unknown]] : []),
        ...(strikethrough ? [[gfmStrikethrough(options), gfmStrikethroughFromMarkdown()] as [unknown, unknown]] : []),
        [gfmTable(), gfmTableFromMarkdown()],
        [gfmTaskListItem(), gfmTaskListItemFromMarkdown()],
      ];
      set = { micromark: combineExtensions(parts.map((p) => p[0]) as any), fromMarkdown: parts.map((p) => p[1]) };
      reduced.set(key, set);
    }
    return set;
  };
  (data.micromarkExtensions ??= []).push(full);
  (data.fromMarkdownExtensions ??= []).push(fullFromMarkdown);
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown(options));

  const parse = this.parser;
  // Without a parser yet (remark-parse comes later), parsing is remark-gfm's.
  if (!parse) return;
  this.parser = (document, file) => {
    // remark-parse reads the extensions when it parses: swapped for the first parse, then restored.
    const all = data.micromarkExtensions!;
    const allFromMarkdown = data.fromMarkdownExtensions!;
    const first = withoutLiterals(String(document));
    data.micromarkExtensions = all.map((e) => (e === full ? first.micromark : e));
    data.fromMarkdownExtensions = allFromMarkdown.map((e) => (e === fullFromMarkdown ? first.fromMarkdown : e));
    let tree;
    try {
      tree = parse(document, file);
    } finally {
      data.micromarkExtensions = all;
      data.fromMarkdownExtensions = allFromMarkdown;
    }
    return mayHoldAutolinkLiterals(tree) ? parse(document, file) : tree;
  };
}
