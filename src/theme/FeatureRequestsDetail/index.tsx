import { joinUrl, Link } from '@docsite/runtime';
import { formatCreated } from '@theme/FeatureRequestsPage/boardState';
import { STATUS_LABELS, type FeatureRequest } from '@theme/FeatureRequestsPage/types';

export interface FeatureRequestsDetailProps {
  request: FeatureRequest;
  basePath: string;
  boardTitle: string;
}

/** One request: its facts (status, votes, category, date) and its description, one paragraph per blank-line block. */
export default function FeatureRequestsDetail({ request, basePath, boardTitle }: FeatureRequestsDetailProps) {
  const paragraphs = request.description.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <article className="container container--page feature-request">
      <p className="feature-request__back">
        <Link to={basePath}>← {boardTitle}</Link>
      </p>
      <h1>{request.title}</h1>
      <dl className="feature-request__facts">
        <div>
          <dt>Status</dt>
          <dd><span className={`feature-request-status feature-request-status--${request.status}`}>{STATUS_LABELS[request.status]}</span></dd>
        </div>
        <div>
          <dt>Votes</dt>
          <dd>{request.votes}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd><Link to={`${joinUrl(basePath, '/')}?category=${encodeURIComponent(request.category)}`}>{request.category}</Link></dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd><time dateTime={request.created}>{formatCreated(request.created)}</time></dd>
        </div>
      </dl>
      {paragraphs.length > 0 ? paragraphs.map((p, i) => <p key={i}>{p}</p>) : <p>No description yet.</p>}
    </article>
  );
}
