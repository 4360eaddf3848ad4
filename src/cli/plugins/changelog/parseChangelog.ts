// Splits CHANGELOG.md into releases: one per `## <version> (YYYY-MM-DD)` heading, with the
// committers listed under its `#### Committers: N` heading. Pure; problems are returned with
// their line, so the plugin can report all of them at once.
import { impossibleDate } from '../blog/postPaths.ts';

export interface Committer {
  name: string;
  /** The handle after "@", without it. */
  alias: string;
}

export interface ChangelogRelease {
  version: string;
  /** YYYY-MM-DD, as written. */
  date: string;
  /** 1-based line of the `## ` heading. */
  line: number;
  /** The lines under the heading, up to the next release. */
  body: string;
  committers: Committer[];
}

export interface ChangelogProblem {
  line: number;
  message: string;
}

export const EXPECTED_HEADING = '"## <version> (YYYY-MM-DD)", for example "## 3.5.0 (2024-06-30)"';

const RELEASE = /^(.+?)\s+\((\d{4})-(\d{2})-(\d{2})\)$/;
// Characters that would change what a URL path means.
const UNSAFE_VERSION = /[/\\?#%]/;
// "- Name (@alias)", "- Name ([@alias](url))", "- @alias", "- [@alias](url)"
const NAMED_COMMITTER = /^[-*+]\s+(.+?)\s+\(\s*\[?@([\w.-]+)\]?(?:\([^)\s]*\))?\s*\)\s*$/;
const BARE_COMMITTER = /^[-*+]\s+\[?@([\w.-]+)\]?(?:\([^)\s]*\))?\s*$/;

/** Lines with whether each sits in a fenced code block (fences included). */
export function markFences(lines: string[]): boolean[] {
  let fence: string | null = null;
  return lines.map((text) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    const inCode = fence !== null || marker !== undefined;
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) fence = fence === null ? marker : null;
    return inCode;
  });
}

/** The committers listed under a `#### Committers` heading of a release body. */
export function parseCommitters(body: string): Committer[] {
  const out = new Map<string, Committer>();
  let inList = false;
  for (const line of body.split('\n')) {
    if (/^#{1,6}\s/.test(line)) {
      inList = /^####\s+Committers\b/i.test(line);
      continue;
    }
    if (!inList) continue;
    const named = NAMED_COMMITTER.exec(line.trim());
    const bare = named ? null : BARE_COMMITTER.exec(line.trim());
    const alias = named?.[2] ?? bare?.[1];
    if (alias && !out.has(alias)) out.set(alias, { name: named?.[1] ?? alias, alias });
  }
  return [...out.values()];
}

/** Every release of the file in file order, and every heading that is not a release. */
export function parseChangelog(text: string): { releases: ChangelogRelease[]; problems: ChangelogProblem[] } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const inCode = markFences(lines);
  const releases: ChangelogRelease[] = [];
  const problems: ChangelogProblem[] = [];
  const starts: { line: number; release?: Omit<ChangelogRelease, 'body' | 'committers'> }[] = [];
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const heading = inCode[i] ? null : /^##(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
    if (!heading) return;
    const found = `The heading "${line.trim()}"`;
    const m = RELEASE.exec(heading[1] ?? '');
    const problem = (message: string) => {
      problems.push({ line: i + 1, message });
      starts.push({ line: i + 1 });
    };
    if (!m) return problem(`${found} has no release date; expected ${EXPECTED_HEADING}.`);
    const [, version, year, month, day] = m;
    const impossible = impossibleDate(Number(year), Number(month), Number(day));
    if (impossible) return problem(`${found} has an impossible date (${impossible}); expected ${EXPECTED_HEADING}.`);
    if (UNSAFE_VERSION.test(version)) return problem(`${found} has a version with / \\ ? # or %, which cannot be part of the entry's URL.`);
    if (seen.has(version)) return problem(`${found} repeats version ${version} of line ${seen.get(version)}; each release needs a heading of its own.`);
    seen.set(version, i + 1);
    starts.push({ line: i + 1, release: { version, date: `${year}-${month}-${day}`, line: i + 1 } });
  });
  starts.forEach((start, k) => {
    if (!start.release) return;
    const end = k + 1 < starts.length ? starts[k + 1].line - 1 : lines.length;
    const body = lines.slice(start.line, end).join('\n').replace(/^\s*\n/, '').trimEnd();
    releases.push({ ...start.release, body, committers: parseCommitters(body) });
  });
  return { releases, problems };
}
