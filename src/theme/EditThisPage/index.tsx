import { Link } from '@docsite/runtime';

/** A link to the doc's source in the repository (the editUrl option or custom_edit_url). */
export default function EditThisPage({ editUrl }: { editUrl: string }) {
  return (
    <Link className="edit-this-page" to={editUrl} target="_blank" rel="noopener noreferrer">
      ✎ Edit this page
    </Link>
  );
}
