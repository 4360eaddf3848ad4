/**
 * The post's schema.org BlogPosting data for search engines. The blog plugin writes the JSON
 * already escaped for a script element, so it goes in as it is.
 */
export default function BlogPostPageStructuredData({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
