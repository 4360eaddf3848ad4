// Reads a rendered page into search sections: its title (the first h1), the text before the first
// h2, and one section per h2 and h3 with an id. Only the page's content counts: the `.markdown`
// body when there is one, else <main> without its navigation, sidebars, headers and footers;
// code blocks are left out.

export interface ExtractedSection {
  /** Heading id; '' for the page top. */
  anchor: string;
  lvl2: string;
  lvl3: string;
  text: string;
}

export interface ExtractedPage {
  title: string;
  /** The group the page shows under: its active sidebar category, else its active navbar item. */
  lvl0: string | null;
  sections: ExtractedSection[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'code', 'del', 'em', 'i', 'ins', 'kbd', 'mark', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
/**
 * Never text, wherever they are. Code blocks neither, as in DocSearch's crawler for Docusaurus:
 * they would be a fifth of the index, and the names that matter also appear in the prose.
 */
const ALWAYS_SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'select', 'textarea', 'pre']);
/** Page chrome, skipped when the content root is <main> itself. */
const CHROME = new Set(['nav', 'aside', 'header', 'footer', 'form']);
const SKIPPED_CLASSES = ['hash-link', 'toc-collapsible'];

const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const ATTRIBUTES = { class: /\sclass=(?:"([^"]*)"|'([^']*)')/i, id: /\sid=(?:"([^"]*)"|'([^']*)')/i };

function attribute(attrs: string, name: keyof typeof ATTRIBUTES): string | null {
  const m = ATTRIBUTES[name].exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2]) : null;
}

const NO_CLASSES: string[] = [];
const classes = (attrs: string) => (/class=/i.test(attrs) ? (attribute(attrs, 'class') ?? '').split(/\s+/).filter(Boolean) : NO_CLASSES);

/** An element whose content is never read: the tokenizer jumps to its end tag (see extractSearchPage). */
const endTagOf = new Map<string, RegExp>();
function skipTo(html: string, tag: string, from: number): number {
  let re = endTagOf.get(tag);
  if (!re) endTagOf.set(tag, (re = new RegExp(`<(/?)${tag}[\\s/>]`, 'gi')));
  re.lastIndex = from;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (!m[1]) depth++;
    else if (depth-- === 0) return m.index;
  }
  return from;
}
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const stripTags = (html: string) => clean(decodeEntities(html.replace(/<[^>]*>/g, ' ')));

/** The first element whose classes include all of `wanted`, as text. */
function firstTextWithClasses(html: string, wanted: string[]): string | null {
  const re = /<(a|button)\s([^>]*)>([\s\S]*?)<\/\1>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const own = classes(` ${m[2]}`);
    if (wanted.every((c) => own.includes(c))) return stripTags(m[3]) || null;
  }
  return null;
}

export function extractSearchPage(html: string): ExtractedPage {
  const mainStart = html.search(/<main[\s>]/);
  const mainEnd = html.lastIndexOf('</main>');
  const main = mainStart === -1 ? html : html.slice(mainStart, mainEnd === -1 ? undefined : mainEnd + 7);
  const lvl0 = firstTextWithClasses(html, ['menu__link--sublist', 'menu__link--active']) ?? firstTextWithClasses(html, ['navbar__item', 'navbar__link--active']);
  const hasMarkdownRoot = /\sclass="(?:[^"]*\s)?markdown(?:\s[^"]*)?"/.test(main);

  // Open elements; how many of them are skipped, and how many are the content root.
  const stack: { tag: string; skip: boolean; root: boolean }[] = [];
  let skipped = 0;
  let roots = 0;
  let title = '';
  let heading: { level: number; id: string; text: string; inTitle: boolean } | null = null;
  let titleText: string | null = null;
  const sections: ExtractedSection[] = [{ anchor: '', lvl2: '', lvl3: '', text: '' }];
  let current = sections[0];
  let lvl2 = '';

  const inRoot = () => roots > 0;
  const skipping = () => skipped > 0;
  const write = (text: string) => {
    if (heading) heading.text += text;
    else if (titleText !== null) titleText += text;
    else if (inRoot()) current.text += text;
  };

  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(main); m; m = TOKEN.exec(main)) {
    const [, closing, rawTag, attrs = '', text] = m;
    if (text !== undefined) {
      if (!skipping()) write(decodeEntities(text));
      continue;
    }
    if (!rawTag) continue; // a comment
    const tag = rawTag.toLowerCase();
    if (!closing) {
      const own = classes(attrs);
      const skip = ALWAYS_SKIPPED.has(tag) || SKIPPED_CLASSES.some((c) => own.includes(c)) || (!hasMarkdownRoot && CHROME.has(tag) && !/^h[1-6]$/.test(tag));
      const root = hasMarkdownRoot ? own.includes('markdown') && !inRoot() : tag === 'main' && !inRoot();
      const level = /^h([1-6])$/.exec(tag);
      if (!skipping() && level) {
        const n = Number(level[1]);
        const id = attribute(attrs, 'id');
        if (n === 1 && !title) titleText = '';
        else if ((n === 2 || n === 3) && id && inRoot()) heading = { level: n, id, text: '', inTitle: false };
      }
      if (!INLINE.has(tag) && !skipping()) write(' ');
      if (!VOID.has(tag) && !attrs.trimEnd().endsWith('/')) {
        stack.push({ tag, skip, root });
        if (skip) skipped++;
        if (root) roots++;
        // Nothing inside is read (code blocks are most of a page's tags): on to its end tag.
        if (ALWAYS_SKIPPED.has(tag)) TOKEN.lastIndex = skipTo(main, tag, TOKEN.lastIndex);
      }
      continue;
    }
    // Closing tag: pop to the matching element (rendered HTML is well formed; this forgives strays).
    let at = stack.length - 1;
    while (at >= 0 && stack[at].tag !== tag) at--;
    if (at === -1) continue;
    for (let i = at; i < stack.length; i++) {
      if (stack[i].skip) skipped--;
      if (stack[i].root) roots--;
    }
    stack.length = at;
    if (/^h[1-6]$/.test(tag) && !skipping()) {
      if (titleText !== null && tag === 'h1') {
        title = clean(titleText);
        titleText = null;
      } else if (heading && tag === `h${heading.level}`) {
        const text = clean(heading.text);
        if (heading.level === 2) lvl2 = text;
        current = { anchor: heading.id, lvl2: heading.level === 2 ? text : lvl2, lvl3: heading.level === 3 ? text : '', text: '' };
        sections.push(current);
        heading = null;
      }
    }
    if (!INLINE.has(tag) && !skipping()) write(' ');
  }
  for (const s of sections) s.text = clean(s.text);
  return { title, lvl0, sections };
}
