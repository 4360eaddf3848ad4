import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError, formatError, formatLocation, isDebug, report } from '../../src/cli/errors.ts';

const error = suite('DocsiteError');

error('carries a title, a hint, a location, details and an exit code', () => {
  const cause = new Error('inner');
  const e = new DocsiteError('Something broke', { hint: 'Fix it.', location: { file: 'a.md', line: 1 }, details: ['- one'], cause, exitCode: 2 });
  assert.instance(e, Error);
  assert.is(e.name, 'DocsiteError');
  assert.is(e.message, 'Something broke');
  assert.is(e.title, 'Something broke');
  assert.is(e.hint, 'Fix it.');
  assert.equal(e.location, { file: 'a.md', line: 1 });
  assert.equal(e.details, ['- one']);
  assert.is(e.cause, cause);
  assert.is(e.exitCode, 2);
});

error('defaults to no details and exit code 1', () => {
  const e = new DocsiteError('Something broke');
  assert.equal(e.details, []);
  assert.is(e.exitCode, 1);
  assert.not.ok('cause' in e);
});

error.run();

const location = suite('formatLocation');

location('prints the file alone', () => {
  assert.is(formatLocation({ file: 'content/pages/about.md' }), 'content/pages/about.md');
});

location('prints file:line', () => {
  assert.is(formatLocation({ file: 'about.md', line: 3 }), 'about.md:3');
});

location('prints file:line:column', () => {
  assert.is(formatLocation({ file: 'about.md', line: 3, column: 7 }), 'about.md:3:7');
});

location('prints an absolute path inside the working directory relative to it', () => {
  assert.is(formatLocation({ file: `${process.cwd()}/content/pages/about.md`, line: 2 }), 'content/pages/about.md:2');
});

location('keeps an absolute path outside the working directory as it is', () => {
  assert.is(formatLocation({ file: '/elsewhere/about.md', line: 2, column: 1 }), '/elsewhere/about.md:2:1');
  assert.is(formatLocation({ file: `${process.cwd()}-other/about.md` }), `${process.cwd()}-other/about.md`);
});

location('leaves out a column that has no line', () => {
  assert.is(formatLocation({ file: 'about.md', column: 7 }), 'about.md');
});

location.run();

const format = suite('formatError');

format('prints location, title, details and hint', () => {
  const e = new DocsiteError('Broken links found.', {
    location: { file: 'content/docs/intro.md', line: 12, column: 5 },
    details: ['- /docs/missing/ on /docs/intro/', '- /blog/old/ on /docs/intro/'],
    hint: 'Fix the links or set onBrokenLinks.',
  });
  assert.is(
    formatError(e, false),
    [
      '[ERROR] content/docs/intro.md:12:5: Broken links found.',
      '  - /docs/missing/ on /docs/intro/',
      '  - /blog/old/ on /docs/intro/',
      '  Hint: Fix the links or set onBrokenLinks.',
    ].join('\n'),
  );
});

format('prints only the title when there is nothing else', () => {
  assert.is(formatError(new DocsiteError('No config found.'), false), '[ERROR] No config found.');
});

format('prints the stack and the cause stack only when debugging', () => {
  const cause = new Error('inner failure');
  const e = new DocsiteError('Outer', { cause, hint: 'Look inside.' });
  assert.is(formatError(e, false), '[ERROR] Outer\n  Hint: Look inside.');
  assert.is(formatError(e, true), `[ERROR] Outer\n  Hint: Look inside.\n\n${e.stack}\nCaused by:\n${cause.stack}`);
});

format('prints a cause that is not an error as a string when debugging', () => {
  const e = new DocsiteError('Outer', { cause: 'exit code 3' });
  assert.is(formatError(e, true), `[ERROR] Outer\n\n${e.stack}\nCaused by:\nexit code 3`);
});

format('treats any other error as a bug and says how to get the stack', () => {
  assert.is(
    formatError(new TypeError('x is not a function'), false),
    '[ERROR] x is not a function\n  Hint: this looks like a bug in docsite; run again with DEBUG=docsite for the stack trace and report it.',
  );
});

format('prints the stack of any other error when debugging', () => {
  const e = new TypeError('x is not a function');
  assert.is(formatError(e, true), `[ERROR] ${e.stack}`);
});

format('prints thrown values that are not errors', () => {
  assert.ok(formatError('plain string', false).startsWith('[ERROR] plain string\n  Hint:'));
});

format.run();

const debug = suite('isDebug');

const saved = process.env.DEBUG;
debug.after.each(() => {
  if (saved === undefined) delete process.env.DEBUG;
  else process.env.DEBUG = saved;
});

debug('is on for DEBUG=docsite, a list naming docsite, or *', () => {
  for (const value of ['docsite', 'vite,docsite', '*']) {
    process.env.DEBUG = value;
    assert.ok(isDebug(), value);
  }
});

debug('is off when DEBUG is unset or names something else', () => {
  delete process.env.DEBUG;
  assert.not.ok(isDebug());
  process.env.DEBUG = 'vite';
  assert.not.ok(isDebug());
});

debug.run();

const severity = suite('report');

const problem = () => new DocsiteError('Duplicate routes: 1 path is created more than once.', { details: ['- /a/ from a.md and a.mdx'], hint: 'Rename one.' });

severity('throws the error itself with throw', () => {
  const e = problem();
  try {
    report('throw', e, () => assert.unreachable('throw should not warn'));
  } catch (thrown) {
    assert.is(thrown, e);
    return;
  }
  assert.unreachable('report should have thrown');
});

severity('warns with the formatted error labelled WARNING with warn', () => {
  const warnings: string[] = [];
  report('warn', problem(), (m) => warnings.push(m));
  assert.equal(warnings, ['[WARNING] Duplicate routes: 1 path is created more than once.\n  - /a/ from a.md and a.mdx\n  Hint: Rename one.']);
});

severity('never prints the cause stack in a warning', () => {
  const warnings: string[] = [];
  report('warn', new DocsiteError('Careful', { cause: new Error('inner') }), (m) => warnings.push(m));
  assert.equal(warnings, ['[WARNING] Careful']);
});

severity('does nothing with ignore', () => {
  report('ignore', problem(), () => assert.unreachable('ignore should not warn'));
});

severity.run();
