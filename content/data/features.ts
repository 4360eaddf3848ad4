// The features the home page presents. Each one is something docsite really does today, and each
// links to the page of the manual that explains it.
import { translate } from 'docsite/runtime';

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

/** The features in the locale being rendered: a function, since the messages are only known at render time. */
export function getFeatures(): Feature[] {
  return [
    {
      title: translate({ id: 'homepage.features.pages.title', message: 'Pages in Markdown, MDX or React', description: 'Heading of the home page feature card about pages' }),
      description: translate({
        id: 'homepage.features.pages.description',
        message:
          'Drop a .md, .mdx or .tsx file into content/pages and it becomes a route. MDX lets you put React components in the middle of your prose, and every page is rendered to plain HTML at build time.',
        description: 'Text of the home page feature card about pages',
      }),
      link: { to: '/docs/creating-pages/', label: translate({ id: 'homepage.features.pages.link', message: 'Creating pages', description: 'Title of the doc the pages feature card links to' }) },
      icon: 'pages',
    },
    {
      title: translate({ id: 'homepage.features.versions.title', message: 'Versioned documentation', description: 'Heading of the home page feature card about docs versions' }),
      description: translate({
        id: 'homepage.features.versions.description',
        message:
          'Freeze the docs of a release with docsite docs:version. Each version keeps its own pages and sidebars, readers switch between them from the navbar, and the site remembers the version they picked.',
        description: 'Text of the home page feature card about docs versions',
      }),
      link: { to: '/docs/versioning/', label: translate({ id: 'homepage.features.versions.link', message: 'Versioning', description: 'Title of the doc the versions feature card links to' }) },
      icon: 'versions',
    },
    {
      title: translate({ id: 'homepage.features.blog.title', message: 'A blog and a changelog', description: 'Heading of the home page feature card about the blog and changelog plugins' }),
      description: translate({
        id: 'homepage.features.blog.description',
        message:
          'Write posts with authors, tags, pagination and RSS, Atom and JSON feeds. The changelog plugin turns your CHANGELOG.md into one page per release, with the same list and feed pages as the blog.',
        description: 'Text of the home page feature card about the blog and changelog plugins',
      }),
      link: { to: '/docs/blog/', label: translate({ id: 'homepage.features.blog.link', message: 'Blog', description: 'Title of the doc the blog feature card links to' }) },
      icon: 'blog',
    },
    {
      title: translate({ id: 'homepage.features.code.title', message: 'Highlighted at build time, light in the browser', description: 'Heading of the home page feature card about code blocks and page chunks' }),
      description: translate({
        id: 'homepage.features.code.description',
        message:
          'Code blocks are coloured while the site builds, so no highlighter is shipped to readers. The code of each page is a separate chunk loaded on demand, and links fetch the next page ahead of time.',
        description: 'Text of the home page feature card about code blocks and page chunks',
      }),
      link: { to: '/docs/markdown-features/code-blocks/', label: translate({ id: 'homepage.features.code.link', message: 'Code blocks', description: 'Title of the doc the code feature card links to' }) },
      icon: 'code',
    },
    {
      title: translate({ id: 'homepage.features.links.title', message: 'Links checked on every build', description: 'Heading of the home page feature card about link checking' }),
      description: translate({
        id: 'homepage.features.links.description',
        message:
          'After rendering, every internal link and every #anchor is checked against the pages of the build. A broken one fails the build with the page and the link, before readers ever see it.',
        description: 'Text of the home page feature card about link checking',
      }),
      link: { to: '/docs/link-checking/', label: translate({ id: 'homepage.features.links.link', message: 'Link checking', description: 'Title of the doc the link checking feature card links to' }) },
      icon: 'links',
    },
  ];
}
