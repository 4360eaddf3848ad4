// The blog post each release becomes: front matter (title, slug, date, authors), a truncate marker
// right away (list pages show the title, date and avatars only), then the release's Markdown with
// its `####` headings raised to `##`, so they fill the table of contents. The text is escaped so
// it compiles the same as Markdown or MDX: a changelog is prose, never components.
import type { Committer, ChangelogRelease } from './parseChangelog.ts';
import { markFences } from './parseChangelog.ts';

/** Releases of the same day get descending times (20:00, 19:59, ...), so the blog keeps file order. */
export function releaseDates(releases: ChangelogRelease[]): string[] {
  const sameDay = new Map<string, number>();
  return releases.map((r) => {
    const n = sameDay.get(r.date) ?? 0;
    sameDay.set(r.date, n + 1);
    const minutes = 20 * 60 - n;
    return `${r.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`;
  });
}

/** `{`, `}` and `<` as escapes outside code spans, so neither MDX nor HTML reads them as syntax. */
export function escapeProse(line: string): string {
  return line
    .split(/(`+[^`]*?`+)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      return part
        .replace(/<!--.*?-->/g, '')
        .replace(/<((?:https?|mailto):[^>\s]+)>/g, '[$1]($1)')
        .replace(/(?<!\\)([{}])/g, '\\$1')
        .replace(/</g, '&lt;');
    })
    .join('');
}

/** The release body as the entry shows it: `####` headings become `##`, prose escaped, code untouched. */
export function entryBody(body: string): string {
  const lines = body.split('\n');
  const inCode = markFences(lines);
  return lines.map((line, i) => (inCode[i] ? line : escapeProse(line.replace(/^####(?=\s)/, '##')))).join('\n');
}

/** "Release notes of 3.4.0: New Feature, Bug Fix." from the release's own headings. */
export function entryDescription(release: ChangelogRelease): string {
  const sections = [...release.body.matchAll(/^####\s+(.+)$/gm)]
    .map((m) => m[1].replace(/:[a-z0-9_+-]+:/g, '').trim())
    .filter((s) => s && !/^Committers\b/i.test(s));
  return `Release notes of ${release.version}${sections.length ? `: ${sections.join(', ')}` : ''}.`;
}

/** The generated Markdown of one release; `isMdx` picks the marker the compiler hides. */
export function entrySource(release: ChangelogRelease, date: string, isMdx: boolean): string {
  const frontMatter = {
    title: release.version,
    description: entryDescription(release),
    slug: `/${release.version}`,
    date,
    authors: release.committers.map((c) => c.alias),
  };
  const yaml = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const marker = isMdx ? '{/* truncate */}' : '<!-- truncate -->';
  return ['---', ...yaml, '---', marker, '', entryBody(release.body), ''].join('\n');
}

/**
 * The authors file of the changelog's blog: every committer by alias, named as in their newest
 * release, sorted by name; each author page is at <authors path>/<alias> as written.
 */
export function committersAuthorsFile(releases: ChangelogRelease[]): Record<string, { name: string; page: { permalink: string } }> {
  const byAlias = new Map<string, Committer>();
  for (const release of releases) for (const c of release.committers) if (!byAlias.has(c.alias)) byAlias.set(c.alias, c);
  const sorted = [...byAlias.values()].sort((a, b) => a.name.localeCompare(b.name) || a.alias.localeCompare(b.alias));
  return Object.fromEntries(sorted.map((c) => [c.alias, { name: c.name, page: { permalink: `/${c.alias}` } }]));
}

/** A file name for the release's generated entry: the version, with what file systems refuse replaced. */
export function entryFileName(version: string): string {
  return `${version.replace(/[^\w .+-]/g, '_').replace(/^\./, '_')}.md`;
}
