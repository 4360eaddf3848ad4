// The static server of check-links, run in a worker thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../src/cli/errors.ts';
import { serveInWorker } from '../../src/cli/server/serveInWorker.ts';

const serve = suite('serveInWorker');

serve('serves the folder as the static server does, and stops answering once closed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-worker-'));
  fs.mkdirSync(path.join(dir, 'a'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(dir, 'a/index.html'), '<!doctype html><title>a</title>');
  try {
    const server = await serveInWorker({ dir, baseUrl: '/docs/', port: 0, host: '127.0.0.1' });
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    const page = await fetch(server.url + 'a/');
    assert.is(page.status, 200);
    assert.is(await page.text(), '<!doctype html><title>a</title>');
    const redirect = await fetch(server.url + 'a', { redirect: 'manual' });
    assert.is(redirect.headers.get('location'), '/docs/a/');
    await redirect.arrayBuffer();
    await server.close();
    const error = await fetch(server.url).then(() => null, (e: Error) => e);
    assert.ok(error, 'the closed server still answered');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

serve('fails with the static server’s own error when the folder holds no build', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-worker-'));
  try {
    const error = await serveInWorker({ dir, port: 0, host: '127.0.0.1' }).then(() => null, (e: Error) => e);
    assert.instance(error, DocsiteError);
    assert.is((error as DocsiteError).title, `No build output in ${path.relative(process.cwd(), dir)}`);
    assert.is((error as DocsiteError).hint, 'Run "docsite build" first, or pass --dir <folder>.');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

serve.run();
