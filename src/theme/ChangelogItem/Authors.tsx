import { useState } from 'react';
import { Link } from '@docsite/runtime';
import type { BlogAuthor } from '@theme/Blog/types';

/** Avatars shown before the toggle; the rest wait behind "+N". */
const MAX_SHOWN = 10;

/** "Docs team" -> "DT", "octo" -> "OC": what the avatar circle shows. */
function initials(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue per author, so an avatar keeps its colour from page to page. */
function hue(key: string): number {
  let h = 0;
  for (const c of key) h = (h * 31 + c.codePointAt(0)!) % 360;
  return h;
}

/** The circle's colour: at this saturation and lightness, white initials keep 4.5:1 on every hue. */
const CIRCLE_HSL = (hue: number) => `hsl(${hue} 45% 32%)`;

function Avatar({ author }: { author: BlogAuthor }) {
  const name = author.name ?? author.key ?? '';
  // An image of the initials, named after the author as an avatar <img alt> would be. The link takes
  // its name from it: an aria-label on the link would leave the visible initials out of its name.
  const circle = (
    <span className="changelog-avatar__circle" style={{ backgroundColor: CIRCLE_HSL(hue(author.key ?? name)) }} role="img" aria-label={name}>
      {initials(name)}
    </span>
  );
  const href = author.page?.permalink ?? author.url;
  return href ? (
    <Link className="changelog-avatar" to={href} title={name}>
      {circle}
    </Link>
  ) : (
    <span className="changelog-avatar" title={name}>
      {circle}
    </span>
  );
}

/** The committers of a release as a row of avatars, names in tooltips; past ten, a toggle shows the rest. */
export default function ChangelogItemAuthors({ authors }: { authors: BlogAuthor[] }) {
  const [expanded, setExpanded] = useState(false);
  if (authors.length === 0) return null;
  const hidden = authors.length - MAX_SHOWN;
  const shown = expanded || hidden <= 0 ? authors : authors.slice(0, MAX_SHOWN);
  return (
    <div className="changelog-authors">
      <ul className="changelog-authors__list" aria-label="Committers">
        {shown.map((author, i) => (
          <li key={author.key ?? `${author.name}-${i}`}>
            <Avatar author={author} />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" className="changelog-authors__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `+${hidden} more`}
        </button>
      )}
    </div>
  );
}
