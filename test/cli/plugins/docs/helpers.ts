// Small in-memory docs for the sidebar and route tests.
import type { LoadedDoc } from '../../../../src/cli/plugins/docs/types.ts';

/** A doc at `<version>/<id>/`, titled after its id unless told otherwise. */
export function fakeDoc(id: string, extra: Partial<LoadedDoc> & { frontMatter?: LoadedDoc['frontMatter'] } = {}, versionPath = '/docs'): LoadedDoc {
  const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '.';
  return {
    id,
    source: `/site/content/docs/${id}.md`,
    relativePath: `${id}.md`,
    sourceDirName: dir,
    slug: `/${id}`,
    permalink: `${versionPath}/${id}/`,
    title: `Title of ${id}`,
    description: `About ${id}.`,
    frontMatter: {},
    draft: false,
    unlisted: false,
    tags: [],
    ...extra,
  };
}
