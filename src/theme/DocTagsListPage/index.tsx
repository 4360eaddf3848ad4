import Layout from '@theme/Layout';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { PropTagsListPage } from '@docsite/runtime';

/** Every tag of a docs version with the number of docs that carry it, grouped by first letter. */
export default function DocTagsListPage({ tags }: { tags: PropTagsListPage }) {
  return (
    <Layout title="Tags" description="Docs tags">
      <div className="container container--page tags-page">
        <h1>Tags</h1>
        <TagsListByLetter tags={tags.tags} />
      </div>
    </Layout>
  );
}
