// Reading time: words counted, the default speed, and a site's own function.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { countWords, defaultReadingTime, postReadingTime } from '../../../../src/cli/plugins/blog/readingTime.ts';

const reading = suite('reading time');

reading('counts words, not punctuation or Markdown syntax', () => {
  assert.is(countWords('# Hello, world!\n\n- one *two* `three`\n'), 5);
  assert.is(countWords("It's docsite's v3.4 release."), 4);
  assert.is(countWords('文档网站'), 4, 'each CJK character is a word');
  assert.is(countWords(''), 0);
  assert.is(countWords('Intro\n\n<!-- truncate -->\n\n{/* a note */}\nMore'), 2, 'comments are not read');
});

reading('reads 200 words a minute unless told otherwise', () => {
  const text = 'word '.repeat(300);
  assert.is(defaultReadingTime({ content: text }), 1.5);
  assert.is(defaultReadingTime({ content: text, options: { wordsPerMinute: 5 } }), 60);
});

reading('uses the site function, which may hide the time for a post', () => {
  const readingTime = ({ content, frontMatter, defaultReadingTime: d }: any) => (frontMatter.hide_reading_time ? undefined : d({ content, options: { wordsPerMinute: 5 } }));
  assert.is(postReadingTime({ content: 'a b c d e', frontMatter: {}, show: true, readingTime }), 1);
  assert.is(postReadingTime({ content: 'a b c d e', frontMatter: { hide_reading_time: true }, show: true, readingTime }), undefined);
  assert.is(postReadingTime({ content: 'a b c d e', frontMatter: {}, show: false, readingTime }), undefined, 'showReadingTime: false wins');
  assert.is(postReadingTime({ content: 'word '.repeat(100), frontMatter: {}, show: true }), 0.5);
});

reading.run();
