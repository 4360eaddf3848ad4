// The search client docsite hands DocSearch (src/theme/SearchBar/docSearchProps.ts): whether the
// modal shows the "Unable to fetch results" screen follows the last search started, whatever order
// the searches settle in.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docSearchProps } from '../../src/theme/SearchBar/docSearchProps.ts';

const failed = suite('docSearchProps: search failures');

/** A client whose searches settle when the test says, in any order. */
function controlledClient() {
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const client = {
    search: () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
  };
  return { client, pending };
}

function searchWith(client: unknown, reports: boolean[]) {
  const props = docSearchProps({
    config: { appId: 'local', apiKey: 'local', indexName: 'local', searchParameters: {} } as any,
    facetFilters: undefined,
    initialQuery: '',
    localClient: client as any,
    navigate: () => {},
    closeModal: () => {},
    onClose: () => {},
    onSearchFailed: (f) => reports.push(f),
  });
  const wrapped = (props.transformSearchClient as (c: unknown) => { search: (a: unknown) => Promise<unknown> })({ addAlgoliaAgent() {}, transporter: {} });
  return (query: string) => wrapped.search({ requests: [{ indexName: 'local', query }] });
}

const ok = { results: [{ hits: [], nbHits: 3 }] };

failed('an earlier search failing after a later one worked leaves the results shown', async () => {
  const { client, pending } = controlledClient();
  const reports: boolean[] = [];
  const search = searchWith(client, reports);
  const older = search('install');
  const newer = search('installation');
  pending[1].resolve(ok);
  await newer;
  pending[0].reject(new Error('Could not download the search index: aborted'));
  await older.catch(() => {});
  assert.equal(reports, [false]);
});

failed('the last search failing shows the error, and the next one that works clears it', async () => {
  const { client, pending } = controlledClient();
  const reports: boolean[] = [];
  const search = searchWith(client, reports);
  const first = search('install');
  pending[0].reject(new Error('offline'));
  await first.catch(() => {});
  const older = search('installa');
  const newer = search('installat');
  // The older one works, but the newer one decides.
  pending[1].resolve(ok);
  await older;
  pending[2].resolve(ok);
  await newer;
  assert.equal(reports, [true, false]);
});

failed.run();
