// _category_.json / _category_.yml files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { parseCategoryFile, readCategories } from '../../../../src/cli/plugins/docs/categories.ts';

const parse = suite('parseCategoryFile');

parse('reads JSON and YAML with label, position, link and display options', () => {
  assert.equal(parseCategoryFile('{"label": "Plugins", "position": 2, "link": {"type": "generated-index", "title": "All"}}', '_category_.json'), {
    label: 'Plugins',
    position: 2,
    link: { type: 'generated-index', title: 'All' },
  });
  assert.equal(parseCategoryFile('label: Themes\ncollapsed: false\nlink:\n  type: doc\n  id: overview\n', '_category_.yml'), { label: 'Themes', collapsed: false, link: { type: 'doc', id: 'overview' } });
  assert.equal(parseCategoryFile('link: null', '_category_.yml'), { link: null });
});

parse('names the file and every bad key', () => {
  assert.throws(
    () => parseCategoryFile('{"label": 3, "positon": 1}', '/x/_category_.json'),
    (e: DocsiteError) => e.title === '_category_.json has 2 invalid fields.' && e.location?.file === '/x/_category_.json' && e.details.join('|') === '- label: found 3; expected a string|- unknown key "positon"',
  );
});

parse.run();

const read = suite('readCategories');

read('keys metadata by folder and skips underscore folders', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-categories-'));
  fs.mkdirSync(path.join(dir, 'api/plugins'), { recursive: true });
  fs.mkdirSync(path.join(dir, '_drafts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'api/plugins/_category_.json'), '{"label": "Plugins"}');
  fs.writeFileSync(path.join(dir, '_drafts/_category_.yml'), 'label: Drafts');
  const found = await readCategories(dir, ['api/plugins/_category_.json', '_drafts/_category_.yml', 'api/plugins/a.md']);
  assert.equal(found, { 'api/plugins': { label: 'Plugins' } });
  fs.rmSync(dir, { recursive: true, force: true });
});

read.run();
