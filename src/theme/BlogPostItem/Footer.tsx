import { Link } from '@docsite/runtime';
import EditThisPage from '@theme/EditThisPage';
import TagsListInline from '@theme/TagsListInline';
import type { BlogPostMetadata } from '@theme/Blog/types';

/** Under the post: its tags, then "Read more" on list pages or the edit link on the post page. */
export default function BlogPostItemFooter({ metadata, isBlogPostPage }: { metadata: BlogPostMetadata; isBlogPostPage: boolean }) {
  const { tags, title, permalink, editUrl, hasTruncateMarker } = metadata;
  const readMore = !isBlogPostPage && hasTruncateMarker;
  const edit = isBlogPostPage && editUrl;
  if (tags.length === 0 && !readMore && !edit) return null;
  return (
    <footer className="blog-post-item__footer">
      {tags.length > 0 && <TagsListInline tags={tags} />}
      {readMore && (
        <Link className="blog-post-item__read-more" to={permalink} aria-label={`Read more about ${title}`}>
          <b>Read more</b>
        </Link>
      )}
      {edit && <EditThisPage editUrl={editUrl} />}
    </footer>
  );
}
