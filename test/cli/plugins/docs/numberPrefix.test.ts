// Number prefixes: ordering hints stripped from ids and URLs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultNumberPrefixParser, numberPrefixParserFor, stripPathNumberPrefixes } from '../../../../src/cli/plugins/docs/numberPrefix.ts';

const parse = suite('defaultNumberPrefixParser');

parse('strips "01-", "2_", "3." and "4 - " prefixes and returns the number', () => {
  assert.equal(defaultNumberPrefixParser('01-intro'), { filename: 'intro', numberPrefix: 1 });
  assert.equal(defaultNumberPrefixParser('2_setup'), { filename: 'setup', numberPrefix: 2 });
  assert.equal(defaultNumberPrefixParser('3. usage'), { filename: 'usage', numberPrefix: 3 });
  assert.equal(defaultNumberPrefixParser('4 - end'), { filename: 'end', numberPrefix: 4 });
});

parse('leaves names that only contain digits alone: versions, dates, bare numbers', () => {
  for (const name of ['1.2.3-release', '2024-01-01-post', '42', 'intro', 'v2-migration', '01-']) {
    assert.equal(defaultNumberPrefixParser(name), { filename: name }, name);
  }
});

parse.run();

const options = suite('numberPrefixParserFor');

options('false keeps names as they are; a function is used as given', () => {
  assert.equal(numberPrefixParserFor(false)('01-intro'), { filename: '01-intro' });
  const custom = (f: string) => ({ filename: f.toUpperCase() });
  assert.is(numberPrefixParserFor(custom), custom);
});

options.run();

const strip = suite('stripPathNumberPrefixes');

strip('strips every segment of a folder path', () => {
  assert.is(stripPathNumberPrefixes('01-guides/02-setup/advanced', defaultNumberPrefixParser), 'guides/setup/advanced');
});

strip.run();
