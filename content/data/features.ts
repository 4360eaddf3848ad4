// The features the home page presents. Each one is something docsite really does today, and each
// links to the page of the manual that explains it.

export interface Feature {
  /** Short name, used as the card heading. */
  title: string;
  /** One or two sentences, plain text. */
  description: string;
  /** Where to read more. */
  link: { to: string; label: string };
  /** Which of the inline icons of the home page to draw. */
  icon: 'pages' | 'versions' | 'blog' | 'code' | 'links';
}

export const features: Feature[] = [
  {
    title: 'Pages in Markdown, MDX or React',
    description:
      'Drop a .md, .mdx or .tsx file into content/pages and it becomes a route. MDX lets you put React components in the middle of your prose, and every page is rendered to plain HTML at build time.',
    link: { to: '/docs/creating-pages/', label: 'Creating pages' },
    icon: 'pages',
  },
  {
    title: 'Versioned documentation',
    description:
      'Freeze the docs of a release with docsite docs:version. Each version keeps its own pages and sidebars, readers switch between them from the navbar, and the site remembers the version they picked.',
    link: { to: '/docs/versioning/', label: 'Versioning' },
    icon: 'versions',
  },
  {
    title: 'A blog and a changelog',
    description:
      'Write posts with authors, tags, pagination and RSS, Atom and JSON feeds. The changelog plugin turns your CHANGELOG.md into one page per release, with the same list and feed pages as the blog.',
    link: { to: '/docs/blog/', label: 'Blog' },
    icon: 'blog',
  },
  {
    title: 'Highlighted at build time, light in the browser',
    description:
      'Code blocks are coloured while the site builds, so no highlighter is shipped to readers. The code of each page is a separate chunk loaded on demand, and links fetch the next page ahead of time.',
    link: { to: '/docs/markdown-features/code-blocks/', label: 'Code blocks' },
    icon: 'code',
  },
  {
    title: 'Links checked on every build',
    description:
      'After rendering, every internal link and every #anchor is checked against the pages of the build. A broken one fails the build with the page and the link, before readers ever see it.',
    link: { to: '/docs/link-checking/', label: 'Link checking' },
    icon: 'links',
  },
];
