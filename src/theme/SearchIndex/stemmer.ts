// English stemming with Porter's 1980 algorithm, so "deploys", "deployed" and "deploying" meet
// at one index term. Lower-case input; words shorter than three letters stay as they are.

const cons = '[^aeiou]';
const vowel = '[aeiouy]';
const consSeq = `${cons}[^aeiouy]*`;
const vowelSeq = `${vowel}[aeiou]*`;

/** The stem's measure m (its count of vowel-consonant runs) is above 0, is 1, is above 1. */
const mAbove0 = new RegExp(`^(${consSeq})?${vowelSeq}${consSeq}`);
const mIs1 = new RegExp(`^(${consSeq})?${vowelSeq}${consSeq}(${vowelSeq})?$`);
const mAbove1 = new RegExp(`^(${consSeq})?${vowelSeq}${consSeq}${vowelSeq}${consSeq}`);
const hasVowel = new RegExp(`^(${consSeq})?${vowel}`);
/** consonant-vowel-consonant at the end, the last not w, x or y ("hop", not "how"). */
const endsCvc = new RegExp(`^${consSeq}${vowel}[^aeiouwxy]$`);

const STEP2: Record<string, string> = {
  ational: 'ate', tional: 'tion', enci: 'ence', anci: 'ance', izer: 'ize', bli: 'ble', alli: 'al', entli: 'ent', eli: 'e', ousli: 'ous',
  ization: 'ize', ation: 'ate', ator: 'ate', alism: 'al', iveness: 'ive', fulness: 'ful', ousness: 'ous', aliti: 'al', iviti: 'ive', biliti: 'ble', logi: 'log',
};
const STEP3: Record<string, string> = { icate: 'ic', ative: '', alize: 'al', iciti: 'ic', ical: 'ic', ful: '', ness: '' };

const step2Re = new RegExp(`^(.+?)(${Object.keys(STEP2).join('|')})$`);
const step3Re = new RegExp(`^(.+?)(${Object.keys(STEP3).join('|')})$`);
const step4Re = /^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$/;

export function stem(word: string): string {
  if (word.length < 3) return word;
  // A leading y is a consonant: mark it so the vowel tests skip it.
  let w = word[0] === 'y' ? `Y${word.slice(1)}` : word;
  let m: RegExpExecArray | null;

  // Step 1a: plurals.
  if (/(ss|i)es$/.test(w)) w = w.replace(/(ss|i)es$/, '$1');
  else if (/[^s]s$/.test(w)) w = w.slice(0, -1);

  // Step 1b: -eed, -ed, -ing.
  if ((m = /^(.+?)eed$/.exec(w))) {
    if (mAbove0.test(m[1])) w = w.slice(0, -1);
  } else if ((m = /^(.+?)(ed|ing)$/.exec(w)) && hasVowel.test(m[1])) {
    w = m[1];
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (/([^aeiouylsz])\1$/.test(w)) w = w.slice(0, -1);
    else if (endsCvc.test(w)) w += 'e';
  }

  // Step 1c: a final y after a vowel-bearing stem becomes i.
  if ((m = /^(.+?)y$/.exec(w)) && hasVowel.test(m[1])) w = `${m[1]}i`;

  // Steps 2 and 3: double and single suffixes, when the stem keeps a measure above 0.
  if ((m = step2Re.exec(w)) && mAbove0.test(m[1])) w = m[1] + STEP2[m[2]];
  if ((m = step3Re.exec(w)) && mAbove0.test(m[1])) w = m[1] + STEP3[m[2]];

  // Step 4: suffixes dropped from long stems.
  if ((m = step4Re.exec(w))) {
    if (mAbove1.test(m[1])) w = m[1];
  } else if ((m = /^(.+?)([st])ion$/.exec(w)) && mAbove1.test(m[1] + m[2])) {
    w = m[1] + m[2];
  }

  // Step 5: a final e, and a final double l.
  if ((m = /^(.+?)e$/.exec(w)) && (mAbove1.test(m[1]) || (mIs1.test(m[1]) && !endsCvc.test(m[1])))) w = m[1];
  if (/ll$/.test(w) && mAbove1.test(w)) w = w.slice(0, -1);

  return w[0] === 'Y' ? `y${w.slice(1)}` : w;
}
