import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  addTrailingSlash,
  applyTrailingSlash,
  escapeHtml,
  isInternalUrl,
  joinUrl,
  jsonForScript,
  matchRoutes,
  normalizeLocationPath,
  removeTrailingSlash,
  splitPath,
  withBaseUrl,
  type MatchableRoute,
} from '../../src/runtime/paths.ts';

const join = suite('joinUrl');

join('joins parts with single slashes and keeps the leading slash', () => {
  assert.is(joinUrl('/', '/docs/', '/intro'), '/docs/intro');
  assert.is(joinUrl('/docs', 'a', 'b/'), '/docs/a/b/');
});

join('skips empty parts', () => {
  assert.is(joinUrl('/', '', 'about', ''), '/about');
  assert.is(joinUrl('/', '', '/'), '/');
});

join('leaves a relative path relative', () => {
  assert.is(joinUrl('docs', 'a'), 'docs/a');
});

join.run();

join('keeps the double slash after a protocol', () => {
  assert.is(joinUrl('https://example.com/', '/a/'), 'https://example.com/a/');
});

const base = suite('withBaseUrl');

base('prefixes a site-absolute path with the baseUrl once', () => {
  assert.is(withBaseUrl('/img/a.png', '/sub/'), '/sub/img/a.png');
  assert.is(withBaseUrl('/sub/img/a.png', '/sub/'), '/sub/img/a.png');
  assert.is(withBaseUrl('/img/a.png', '/'), '/img/a.png');
});

base('leaves full URLs, //host and relative paths alone', () => {
  for (const p of ['https://example.com/a.png', '//cdn.example.com/a.png', './a.png', 'a.png', '#top']) assert.is(withBaseUrl(p, '/sub/'), p);
});

base.run();

const add = suite('addTrailingSlash');

add('adds a slash after a version-like segment, which is not a file', () => {
  assert.is(addTrailingSlash('/docs/3.4.0'), '/docs/3.4.0/');
  assert.is(addTrailingSlash('/blog/releases/2.2'), '/blog/releases/2.2/');
});

add('adds a slash to a path without one', () => {
  assert.is(addTrailingSlash('/a/b'), '/a/b/');
});

add('leaves a path that already ends with a slash alone', () => {
  assert.is(addTrailingSlash('/a/'), '/a/');
  assert.is(addTrailingSlash('/'), '/');
});

add('puts the slash before the query and the hash', () => {
  assert.is(addTrailingSlash('/a?x=1#h'), '/a/?x=1#h');
  assert.is(addTrailingSlash('/a#h'), '/a/#h');
  assert.is(addTrailingSlash('/a/?x=1'), '/a/?x=1');
});

add('leaves a file-like last segment without a slash', () => {
  assert.is(addTrailingSlash('/feed.xml'), '/feed.xml');
  assert.is(addTrailingSlash('/blog/atom.json?v=2'), '/blog/atom.json?v=2');
});

add('adds a slash when only an earlier segment has a dot', () => {
  assert.is(addTrailingSlash('/a.b/c'), '/a.b/c/');
});

add.run();

const remove = suite('removeTrailingSlash');

remove('removes the trailing slash and keeps the query and the hash', () => {
  assert.is(removeTrailingSlash('/a/b/'), '/a/b');
  assert.is(removeTrailingSlash('/a/?x#y'), '/a?x#y');
});

remove('keeps the root path and paths without a trailing slash as they are', () => {
  assert.is(removeTrailingSlash('/'), '/');
  assert.is(removeTrailingSlash('/a'), '/a');
  assert.is(removeTrailingSlash('/a?x=/'), '/a?x=/');
});

remove.run();

const apply = suite('applyTrailingSlash');

apply('adds the slash when trailingSlash is true', () => {
  assert.is(applyTrailingSlash('/a', true), '/a/');
});

apply('removes the slash when trailingSlash is false', () => {
  assert.is(applyTrailingSlash('/a/', false), '/a');
  assert.is(applyTrailingSlash('/', false), '/');
});

apply('leaves the path as written when trailingSlash is undefined', () => {
  assert.is(applyTrailingSlash('/a', undefined), '/a');
  assert.is(applyTrailingSlash('/a/', undefined), '/a/');
});

apply.run();

const split = suite('splitPath');

split('splits the pathname from the query and the hash', () => {
  assert.equal(splitPath('/a/b?x=1#h'), ['/a/b', '?x=1#h']);
  assert.equal(splitPath('/a#h?not-a-query'), ['/a', '#h?not-a-query']);
});

split('returns an empty rest when there is neither query nor hash', () => {
  assert.equal(splitPath('/a/b'), ['/a/b', '']);
});

split.run();

const normalize = suite('normalizeLocationPath');

normalize('maps a folder index.html to the folder route', () => {
  assert.is(normalizeLocationPath('/a/index.html'), '/a/');
  assert.is(normalizeLocationPath('/index.html'), '/');
});

normalize('maps a page.html to the page route', () => {
  assert.is(normalizeLocationPath('/a.html'), '/a/');
});

normalize('leaves 404.html unchanged', () => {
  assert.is(normalizeLocationPath('/404.html'), '/404.html');
  assert.is(normalizeLocationPath('/docs/404.html'), '/docs/404.html');
});

normalize('keeps the query and the hash', () => {
  assert.is(normalizeLocationPath('/a/index.html?q=1#h'), '/a/?q=1#h');
  assert.is(normalizeLocationPath('/a.html#top'), '/a/#top');
});

normalize('leaves ordinary route paths unchanged', () => {
  assert.is(normalizeLocationPath('/a/b'), '/a/b');
  assert.is(normalizeLocationPath('/a/b/?q'), '/a/b/?q');
});

normalize('drops the trailing slash when trailingSlash is false', () => {
  assert.is(normalizeLocationPath('/a/index.html', false), '/a');
  assert.is(normalizeLocationPath('/a.html', false), '/a');
  assert.is(normalizeLocationPath('/index.html', false), '/');
});

normalize.run();

const internal = suite('isInternalUrl');

internal('accepts absolute and relative paths on this site', () => {
  for (const href of ['/', '/docs/intro/', '/a?q=1#h', 'guide/', '../a', '?page=2']) {
    assert.ok(isInternalUrl(href), href);
  }
});

internal('refuses protocol links, protocol-relative links and bare hashes', () => {
  for (const href of ['https://example.com/', 'http://x', 'mailto:a@b.c', 'tel:123', 'javascript:alert(1)', '//cdn.example.com/a', '#section']) {
    assert.not.ok(isInternalUrl(href), href);
  }
});

internal.run();

const match = suite('matchRoutes');

const paths = (chain: MatchableRoute[]) => chain.map((r) => r.path);

match('matches an exact route with or without the trailing slash', () => {
  const routes = [{ path: '/about/' }, { path: '/blog' }];
  assert.equal(paths(matchRoutes(routes, '/about/')), ['/about/']);
  assert.equal(paths(matchRoutes(routes, '/about')), ['/about/']);
  assert.equal(paths(matchRoutes(routes, '/blog/')), ['/blog']);
});

match('does not match an exact route below its path', () => {
  assert.equal(matchRoutes([{ path: '/about/' }], '/about/team/'), []);
});

match('matches a non-exact route at its path and everything below it', () => {
  const routes = [{ path: '/docs/', exact: false }];
  assert.equal(paths(matchRoutes(routes, '/docs/')), ['/docs/']);
  assert.equal(paths(matchRoutes(routes, '/docs')), ['/docs/']);
  assert.equal(paths(matchRoutes(routes, '/docs/a/b/')), ['/docs/']);
});

match('does not let a prefix route match a longer sibling segment', () => {
  assert.equal(matchRoutes([{ path: '/docs/', exact: false }], '/docsearch/'), []);
});

match('prefers an exact route over a prefix route that also matches', () => {
  const routes = [{ path: '/docs/', exact: false }, { path: '/docs/intro/' }];
  assert.equal(paths(matchRoutes(routes, '/docs/intro/')), ['/docs/intro/']);
});

match('prefers the longer of two prefix routes', () => {
  const routes = [{ path: '/docs/', exact: false }, { path: '/docs/api/', exact: false }];
  assert.equal(paths(matchRoutes(routes, '/docs/api/x/')), ['/docs/api/']);
});

match('uses the catch-all only when nothing else matches, wherever it is declared', () => {
  const routes = [{ path: '*', exact: false }, { path: '/about/' }, { path: '/blog/', exact: false }];
  assert.equal(paths(matchRoutes(routes, '/about/')), ['/about/']);
  assert.equal(paths(matchRoutes(routes, '/blog/post/')), ['/blog/']);
  assert.equal(paths(matchRoutes(routes, '/nowhere/')), ['*']);
});

/** matchRoutes as a plain scan of every route, without the index: what the index must agree with. */
function scan(routes: readonly MatchableRoute[], pathname: string): MatchableRoute[] {
  const key = addTrailingSlash(pathname);
  const matches = (r: MatchableRoute) =>
    r.exact !== false ? r.path === pathname || addTrailingSlash(r.path) === key : r.path === '*' || r.path === '/*' || key.startsWith(addTrailingSlash(r.path));
  let best: MatchableRoute[] = [];
  let bestScore = -1;
  for (const r of routes) {
    if (!matches(r)) continue;
    if (r.routes && r.routes.length > 0) {
      const inner = scan(r.routes, pathname);
      if (inner.length === 0) continue;
      const score = 1 + (inner[inner.length - 1].exact !== false ? 1000 : inner[inner.length - 1].path.length);
      if (score > bestScore) [best, bestScore] = [[r, ...inner], score];
      continue;
    }
    const score = r.exact !== false ? 1001 : r.path === '*' ? 0 : r.path.length;
    if (score > bestScore) [best, bestScore] = [[r], score];
  }
  return best;
}

match('agrees with a plain scan of every route on random tables: duplicates, nesting, catch-alls, slashes', () => {
  let seed = 7;
  // The high bits of a linear congruential generator: its low bits repeat with short periods.
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor((seed / 2 ** 31) * n));
  const segments = ['a', 'b', 'c'];
  const somePath = () => '/' + Array.from({ length: random(3) }, () => segments[random(3)]).join('/') + (random(2) ? '/' : '');
  const table = (depth: number): MatchableRoute[] =>
    Array.from({ length: 1 + random(8) }, () => {
      const kind = random(10);
      if (kind === 0) return { path: '*', exact: false };
      if (kind < 3 && depth < 2) return { path: somePath(), exact: false, routes: table(depth + 1) };
      if (kind < 5) return { path: somePath(), exact: false };
      return { path: somePath(), ...(random(2) ? { exact: true } : {}) };
    });
  let compared = 0;
  let nestedWins = 0;
  for (let t = 0; t < 300; t++) {
    const routes = table(0);
    for (let q = 0; q < 10; q++) {
      const p = somePath();
      const expected = scan(routes, p);
      const chain = matchRoutes(routes, p);
      assert.is(chain.length, expected.length, p);
      chain.forEach((r, i) => assert.is(r, expected[i], p));
      compared++;
      if (expected.length > 1 && routes.some((r) => r.exact !== false && !r.routes && addTrailingSlash(r.path) === addTrailingSlash(p))) nestedWins++;
    }
  }
  assert.is(compared, 3000);
  // The case the index must get right: a chain declared before an exact route with the same path.
  assert.ok(nestedWins >= 5, `${nestedWins} chains won over an exact route`);
});

match('returns the chain of nested routes, outermost first', () => {
  const routes: MatchableRoute[] = [
    {
      path: '/docs/',
      exact: false,
      routes: [
        { path: '/docs/', exact: false, routes: [{ path: '/docs/intro/' }, { path: '/docs/guide/' }] },
      ],
    },
    { path: '*', exact: false },
  ];
  const chain = matchRoutes(routes, '/docs/guide/');
  assert.equal(paths(chain), ['/docs/', '/docs/', '/docs/guide/']);
  assert.is(chain[0], routes[0]);
  assert.is(chain[2], routes[0].routes![0].routes![1]);
});

match('falls through a nested layout whose children do not match', () => {
  const routes: MatchableRoute[] = [
    { path: '/docs/', exact: false, routes: [{ path: '/docs/intro/' }] },
    { path: '*', exact: false },
  ];
  assert.equal(paths(matchRoutes(routes, '/docs/missing/')), ['*']);
});

match('matches a route path that contains a space', () => {
  const routes = [{ path: '/changelog/V2 Changelog/' }, { path: '/changelog/' }];
  assert.equal(paths(matchRoutes(routes, '/changelog/V2 Changelog/')), ['/changelog/V2 Changelog/']);
  assert.equal(paths(matchRoutes(routes, '/changelog/V2 Changelog')), ['/changelog/V2 Changelog/']);
});

match('matches the percent-encoded form of a route path, as location.pathname gives it', () => {
  const routes = [{ path: '/changelog/V2 Changelog/' }, { path: '*', exact: false }];
  assert.equal(matchRoutes(routes, '/changelog/V2%20Changelog/').map((r) => r.path), ['/changelog/V2 Changelog/']);
  assert.equal(matchRoutes([{ path: '/docs/café/' }], '/docs/caf%C3%A9/').map((r) => r.path), ['/docs/café/']);
});

match('returns an empty chain when nothing matches', () => {
  assert.equal(matchRoutes([{ path: '/a/' }], '/b/'), []);
  assert.equal(matchRoutes([], '/'), []);
});

match.run();

const escape = suite('escapeHtml');

escape('escapes the five HTML-special characters', () => {
  assert.is(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

escape('escapes the ampersand of an entity, so the entity shows as written', () => {
  assert.is(escapeHtml('&amp;'), '&amp;amp;');
});

escape.run();

const json = suite('jsonForScript');

const hostile = {
  title: '</script><script>alert(1)</script>',
  comment: '<!-- hidden -->',
  separators: 'line\u2028paragraph\u2029end',
  amp: 'a & b',
  nested: { list: [1, 'two', null, true] },
};

json('cannot close the script element or open an HTML comment', () => {
  const out = jsonForScript(hostile);
  assert.not.ok(out.toLowerCase().includes('</script'), out);
  assert.not.ok(out.includes('<!--'), out);
  assert.not.ok(out.includes('<'), out);
});

json('escapes the U+2028 and U+2029 separators', () => {
  const out = jsonForScript(hostile);
  assert.not.ok(out.includes('\u2028'));
  assert.not.ok(out.includes('\u2029'));
  assert.ok(out.includes('\\u2028'));
  assert.ok(out.includes('\\u2029'));
});

json('parses back to the same value', () => {
  assert.equal(JSON.parse(jsonForScript(hostile)), hostile);
  assert.is(JSON.parse(jsonForScript('</script><script>alert(1)</script>')), '</script><script>alert(1)</script>');
});

json.run();
