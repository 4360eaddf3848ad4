import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadIsolatedServerEntry } from '../../src/cli/workers/serverBundle.ts';

const ENTRY = `
const chunks = { page: { default: function Page() {} }, data: { default: { a: 1 } }, empty: {} };
export const siteData = { globalData: { docs: { default: { path: '/docs/' } } } };
export const navbarItemTypes = { default: () => null, search: () => null };
export async function loadServerChunk(id) { return chunks[id]; }
export async function render(pathname, chain) {
  if (pathname === '/broken/') return missingName;
  return { html: '<p>' + pathname + ' ' + chain.length + '</p>', head: '<title>T</title>', title: 'T' };
}
`;

const isolated = suite<{ dir: string }>('loadIsolatedServerEntry');

isolated.before((context) => {
  context.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-server-bundle-'));
  fs.writeFileSync(path.join(context.dir, 'server-entry.mjs'), ENTRY);
  fs.writeFileSync(path.join(context.dir, 'throws.mjs'), 'throw new TypeError("the bundle failed to start");');
});

isolated.after(({ dir }) => fs.rmSync(dir, { recursive: true, force: true }));

isolated('renders pages in the worker and hands back the site data the build reads', async ({ dir }) => {
  const server = await loadIsolatedServerEntry(path.join(dir, 'server-entry.mjs'));
  try {
    assert.equal(await server.render('/a/', [{}, {}]), { html: '<p>/a/ 2</p>', head: '<title>T</title>', title: 'T' });
    assert.equal(server.siteData.globalData, { docs: { default: { path: '/docs/' } } });
    assert.equal(Object.keys(server.navbarItemTypes!), ['default', 'search']);
  } finally {
    await server.close();
  }
});

isolated('reports what kind of default export each chunk has', async ({ dir }) => {
  const server = await loadIsolatedServerEntry(path.join(dir, 'server-entry.mjs'));
  try {
    assert.type((await server.loadServerChunk('page')).default, 'function');
    assert.type((await server.loadServerChunk('data')).default, 'object');
    assert.is((await server.loadServerChunk('empty')).default, undefined);
  } finally {
    await server.close();
  }
});

isolated('passes a render error back with its name and message', async ({ dir }) => {
  const server = await loadIsolatedServerEntry(path.join(dir, 'server-entry.mjs'));
  try {
    await server.render('/broken/', []).then(() => assert.unreachable('render should fail'), (error: Error) => {
      assert.instance(error, Error);
      assert.is(error.name, 'ReferenceError');
      assert.is(error.message, 'missingName is not defined');
      assert.match(error.stack!, 'server-entry.mjs');
    });
    // The worker survives a failed page.
    assert.is((await server.render('/ok/', [])).title, 'T');
  } finally {
    await server.close();
  }
});

isolated('rejects when the bundle throws while loading, and refuses calls once closed', async ({ dir }) => {
  await loadIsolatedServerEntry(path.join(dir, 'throws.mjs')).then(() => assert.unreachable('loading should fail'), (error: Error) => {
    assert.is(error.name, 'TypeError');
    assert.is(error.message, 'the bundle failed to start');
  });
  const server = await loadIsolatedServerEntry(path.join(dir, 'server-entry.mjs'));
  await server.close();
  await server.render('/a/', []).then(() => assert.unreachable('a closed worker should not render'), (error: Error) => {
    assert.match(error.message, 'The render worker stopped');
  });
});

isolated.run();
