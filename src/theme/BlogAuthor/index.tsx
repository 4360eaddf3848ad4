import { Link, useBaseUrl } from '@docsite/runtime';
import BlogAuthorSocials from '@theme/BlogAuthor/Socials';
import type { BlogAuthor as Author } from '@theme/Blog/types';
import './styles.css';

export interface BlogAuthorProps {
  author: Author;
  /** Renders the name as this heading (an author's own page uses h1). */
  as?: 'h1' | 'h2' | 'h3';
  /** Shown after the name: how many posts the author wrote. */
  count?: number;
}

/** An author: avatar, name (linking to the author's page, else their URL), title and social links. */
export default function BlogAuthor({ author, as, count }: BlogAuthorProps) {
  const { name, title, imageURL, socials } = author;
  const href = author.page?.permalink ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const image = useBaseUrl(imageURL ?? '');
  const Name = as ?? 'span';
  const label = name && (href ? <Link to={href}>{name}</Link> : name);
  return (
    <div className={as === 'h1' ? 'blog-author blog-author--large' : 'blog-author'}>
      {imageURL && <img className="blog-author__avatar" src={image} alt="" width={44} height={44} loading="lazy" />}
      <div className="blog-author__details">
        {label && (
          <Name className="blog-author__name">
            {label}
            {count !== undefined && <span className="blog-author__count">{count}</span>}
          </Name>
        )}
        {title && <div className="blog-author__title">{title}</div>}
        {socials && Object.keys(socials).length > 0 && <BlogAuthorSocials socials={socials} />}
      </div>
    </div>
  );
}
