import { Link } from '@docsite/runtime';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import ChangelogItemAuthors from '@theme/ChangelogItem/Authors';
import type { BlogPostContent, BlogPostMetadata } from '@theme/Blog/types';
import './styles.css';

export interface ChangelogItemProps {
  metadata: BlogPostMetadata;
  /** The release notes, shown on the entry's page only: list pages show the header. */
  content?: BlogPostContent;
  /** True on the entry's own page: h1 title and the release notes. */
  isChangelogPage?: boolean;
}

/** One release: its version (a link on list pages), its date, its committers' avatars, and on its page its notes. */
export default function ChangelogItem({ metadata, content, isChangelogPage = false }: ChangelogItemProps) {
  const { title, permalink, date, formattedDate, authors } = metadata;
  const Title = isChangelogPage ? 'h1' : 'h2';
  return (
    <article className={isChangelogPage ? 'changelog-item changelog-item--page' : 'changelog-item'}>
      <header className="changelog-item__header">
        {/* Versions may hold spaces ("V2 Changelog"): the href is the percent-encoded path. */}
        <Title className="changelog-item__title">{isChangelogPage ? title : <Link to={encodeURI(permalink)}>{title}</Link>}</Title>
        <time className="changelog-item__date" dateTime={date}>
          {formattedDate}
        </time>
        <ChangelogItemAuthors authors={authors} />
      </header>
      {isChangelogPage && content && <BlogPostItemContent content={content} isBlogPostPage />}
    </article>
  );
}
