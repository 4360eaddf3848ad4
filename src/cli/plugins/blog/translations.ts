// The blog's translatable options, in Docusaurus' file `options` with its ids: `title` and
// `description` (the list pages' title and meta description) and `sidebar.title`.
import type { TranslationFile } from '../../types.ts';
import type { BlogOptions } from './options.ts';
import type { BlogContent } from './types.ts';

/** The blog's texts for the locale being built. */
export interface BlogTexts {
  blogTitle: string;
  blogDescription: string;
  blogSidebarTitle: string;
}

/** The content as the blog plugin passes it on: `texts` once translateContent has run. */
export type TranslatableBlogContent = BlogContent & { texts?: BlogTexts };

export function getBlogTranslationFiles(options: Pick<BlogOptions, keyof BlogTexts>): TranslationFile[] {
  return [
    {
      path: 'options',
      content: {
        title: { message: options.blogTitle, description: 'The title of the blog, used by its list pages and search engines' },
        description: { message: options.blogDescription, description: 'The description of the blog, used by search engines' },
        'sidebar.title': { message: options.blogSidebarTitle, description: 'The heading of the blog sidebar' },
      },
    },
  ];
}

export function translateBlogContent(content: TranslatableBlogContent, files: TranslationFile[], options: Pick<BlogOptions, keyof BlogTexts>): TranslatableBlogContent {
  const file = files.find((f) => f.path === 'options')?.content ?? {};
  const t = (id: string, fallback: string) => (Object.prototype.hasOwnProperty.call(file, id) ? file[id].message : fallback);
  return {
    ...content,
    texts: { blogTitle: t('title', options.blogTitle), blogDescription: t('description', options.blogDescription), blogSidebarTitle: t('sidebar.title', options.blogSidebarTitle) },
  };
}

/** The options with the translated texts in place of the configured ones. */
export function withBlogTexts<O extends BlogTexts>(options: O, content: TranslatableBlogContent): O {
  return content.texts ? { ...options, ...content.texts } : options;
}
