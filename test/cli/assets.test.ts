// Asset imports (src/cli/bundle/assets.ts): which files give a URL, how the copy is named, and what
// rollup makes of `import diagram from './diagram.png'` in the client pass and in the server pass.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rollup, type OutputAsset } from 'rollup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assetFileName, assetImports, isAssetFile } from '../../src/cli/bundle/assets.ts';
import { toDocsiteError } from '../../src/cli/bundle/bundle.ts';
import { fixture } from '../helpers/site.ts';

const docs = path.join(fixture('markdown-images'), 'content/docs');
const diagram = path.join(docs, 'img/diagram.png');
const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);

const naming = suite('assetFileName');

naming('images go to assets/images, other files to assets/files, named by a hash of their bytes', () => {
  assert.is(assetFileName(diagram, fs.readFileSync(diagram)), `assets/images/diagram.${hash(diagram)}.png`);
  assert.is(assetFileName('/x/Report 2024 (final).PDF', Buffer.from('a')), 'assets/files/Report-2024-final.ca978112ca.pdf');
  assert.is.not(assetFileName('/x/a.png', Buffer.from('a')), assetFileName('/x/a.png', Buffer.from('b')));
});

naming('code, data and styles are not assets', () => {
  for (const f of ['a.png', 'b.JPG', 'c.svg', 'd.pdf', 'e.woff2', 'f.mp4', 'g.csv']) assert.ok(isAssetFile(f), f);
  for (const f of ['a.ts', 'b.tsx', 'c.js', 'd.json', 'e.css', 'f.md', 'g.mdx', 'h']) assert.not.ok(isAssetFile(f), f);
});

naming.run();

const plugin = suite('assetImports');

const ENTRY = "import diagram from './img/diagram.png';\nimport report from './files/report.pdf';\nimport again from './img/diagram.png';\nexport default [diagram, report, again];\n";

async function bundle(emit: boolean, code = ENTRY) {
  const entry = path.join(docs, 'entry.js');
  const virtualEntry = { name: 'entry', resolveId: (id: string) => (id === entry ? id : null), load: (id: string) => (id === entry ? code : null) };
  const build = await rollup({ input: entry, plugins: [virtualEntry, assetImports({ baseUrl: '/sub/', emit })] });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return { js: output[0].code, assets: output.filter((o): o is OutputAsset => o.type === 'asset') };
}

plugin('the client pass writes each file once and the module gives its URL under the baseUrl', async () => {
  const { js, assets } = await bundle(true);
  const pdf = path.join(docs, 'files/report.pdf');
  assert.equal(assets.map((a) => a.fileName).sort(), [`assets/files/report.${hash(pdf)}.pdf`, `assets/images/diagram.${hash(diagram)}.png`]);
  assert.ok(Buffer.from(assets.find((a) => a.fileName.endsWith('.png'))!.source).equals(fs.readFileSync(diagram)), 'the copy has the same bytes');
  assert.match(js, `"/sub/assets/images/diagram.${hash(diagram)}.png"`);
  assert.match(js, `"/sub/assets/files/report.${hash(pdf)}.pdf"`);
});

plugin('the server pass gives the same URLs and writes nothing', async () => {
  const client = await bundle(true);
  const server = await bundle(false);
  assert.is(server.js, client.js);
  assert.equal(server.assets, []);
});

plugin('an image imported with ?ideal and no ideal-image plugin fails, naming the plugin and the way out', async () => {
  try {
    await bundle(true, "import photo from './img/diagram.png?ideal';\nexport default photo;\n");
    assert.unreachable('throws');
  } catch (error) {
    // As the CLI prints it: the title, the hint, and the importing file (a virtual one here, so no line).
    const e = toDocsiteError(error, fixture('markdown-images'));
    assert.is(e.title, '"./img/diagram.png?ideal": the ?ideal query needs the ideal-image plugin, which is not in the plugins of the site config.');
    assert.is(e.hint, 'Add "ideal-image" to plugins in the site config, or import "./img/diagram.png" without the query to get the file\'s URL.');
    assert.is(e.location?.file, path.relative(process.cwd(), path.join(docs, 'entry.js')));
  }
});

plugin.run();
