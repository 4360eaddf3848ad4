import EditThisPage from '@theme/EditThisPage';
import LastUpdated from '@theme/LastUpdated';
import TagsListInline from '@theme/TagsListInline';
import type { PropDocMetadata } from '@docsite/runtime';

/** Under the content: the doc's tags, its edit link and when it last changed. */
export default function DocItemFooter({ metadata }: { metadata: PropDocMetadata }) {
  const { tags, editUrl, lastUpdatedAt, lastUpdatedBy } = metadata;
  const hasMeta = editUrl || lastUpdatedAt !== undefined || lastUpdatedBy !== undefined;
  if (tags.length === 0 && !hasMeta) return null;
  return (
    <footer className="doc-item__footer">
      {tags.length > 0 && <TagsListInline tags={tags} />}
      {hasMeta && (
        <div className="doc-item__footer-meta">
          <div>{editUrl && <EditThisPage editUrl={editUrl} />}</div>
          <div>{(lastUpdatedAt !== undefined || lastUpdatedBy !== undefined) && <LastUpdated lastUpdatedAt={lastUpdatedAt} lastUpdatedBy={lastUpdatedBy} />}</div>
        </div>
      )}
    </footer>
  );
}
