// Draws the preview image of every showcase entry: a small SVG of a browser window with the site's
// name, in a colour derived from the name. Run it once after adding entries to showcase.ts:
//
//     node --import tsx content/data/generateShowcasePreviews.ts
//
// It rewrites content/static/img/showcase/ so that it holds exactly one file per entry.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sites, Tags } from './showcase.ts';

const staticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../static');
const outDir = path.join(staticDir, 'img/showcase');

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A stable number from a string, to pick colours and layout variants. */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

function svgFor(title: string, tagColors: string[]): string {
  const name = title.replace(/ \(demo\)$/, '');
  const h = hash(name);
  const hue = h % 360;
  const accent = `hsl(${hue},55%,38%)`;
  const light = `hsl(${hue},60%,94%)`;
  const withSidebar = h % 3 !== 0;
  const x = withSidebar ? 170 : 40;
  const bars = [0, 1, 2, 3]
    .map((i) => `<rect x="${x}" y="${190 + i * 28}" width="${[380, 330, 400, 260][(i + h) % 4] - (withSidebar ? 70 : 0)}" height="12" rx="6" fill="#d5d9de"/>`)
    .join('');
  const sidebar = withSidebar
    ? `<rect x="0" y="44" width="140" height="316" fill="${light}"/>` +
      [0, 1, 2, 3, 4].map((i) => `<rect x="20" y="${72 + i * 30}" width="${70 + ((h >> i) % 40)}" height="10" rx="5" fill="${i === 1 ? accent : '#c2c7cd'}"/>`).join('')
    : '';
  const dots = tagColors
    .slice(0, 5)
    .map((c, i) => `<circle cx="${600 - i * 22}" cy="330" r="7" fill="${c}"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">` +
    `<rect width="640" height="360" fill="#fff"/>` +
    `<rect width="640" height="44" fill="${accent}"/>` +
    `<circle cx="22" cy="22" r="6" fill="#fff" opacity=".8"/><circle cx="42" cy="22" r="6" fill="#fff" opacity=".6"/><circle cx="62" cy="22" r="6" fill="#fff" opacity=".4"/>` +
    sidebar +
    `<text x="${x}" y="130" font-family="system-ui,sans-serif" font-size="${name.length > 22 ? 28 : 36}" font-weight="700" fill="#1c1e21">${escape(name)}</text>` +
    `<rect x="${x}" y="150" width="90" height="6" rx="3" fill="${accent}"/>` +
    bars +
    dots +
    `</svg>\n`
  );
}

fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
let total = 0;
for (const site of sites) {
  const file = path.join(staticDir, site.preview);
  if (!file.startsWith(outDir + path.sep)) throw new Error(`${site.title}: preview ${site.preview} is not under /img/showcase/`);
  const svg = svgFor(site.title, site.tags.map((t) => Tags[t].color));
  fs.writeFileSync(file, svg);
  total += svg.length;
}
console.log(`${sites.length} previews, ${(total / 1024).toFixed(1)} KiB in ${path.relative(process.cwd(), outDir)}`);
