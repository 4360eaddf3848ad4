import { Link } from '@docsite/runtime';

const NAMES: Record<string, string> = { x: 'X', twitter: 'Twitter', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', bluesky: 'Bluesky', threads: 'Threads', instagram: 'Instagram', youtube: 'YouTube', mastodon: 'Mastodon' };

/** An author's social profiles, as small text links. */
export default function BlogAuthorSocials({ socials }: { socials: Record<string, string> }) {
  return (
    <ul className="blog-author__socials">
      {Object.entries(socials).map(([platform, url]) => (
        <li key={platform}>
          <Link to={url}>{NAMES[platform.toLowerCase()] ?? platform}</Link>
        </li>
      ))}
    </ul>
  );
}
