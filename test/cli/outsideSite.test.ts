// A site folder outside this repository, with no node_modules of its own, builds and serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer } from '../../src/cli/server/serve.ts';
import { fixture, read, runCli } from '../helpers/site.ts';

const outside = suite('a site outside the repository');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-outside-'));

outside.after(() => fs.rmSync(dir, { recursive: true, force: true }));

outside('builds from any working directory, resolving docsite and React from docsite itself', async () => {
  fs.cpSync(fixture('swizzle-site'), dir, { recursive: true });
  const r = await runCli(['build', '.'], { cwd: dir });
  assert.is(r.code, 0, r.stderr);
  assert.not.ok(fs.existsSync(path.join(dir, 'node_modules')));
  assert.match(read(path.join(dir, 'build/index.html')), '<h1 id="swizzle-home">Swizzle home</h1>');
  assert.equal(fs.readdirSync(path.join(dir, '.docsite')).filter((f) => f.startsWith('server-')), [], 'the server bundle is cleaned up');
  const server = await startStaticServer({ dir: path.join(dir, 'build'), port: 0, host: '127.0.0.1' });
  const res = await fetch(server.url);
  assert.is(res.status, 200);
  await server.close();
});

outside.run();
