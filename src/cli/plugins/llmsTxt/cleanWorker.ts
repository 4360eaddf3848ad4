// The llms-txt plugin's worker (see prepareCleaning in index.ts): cleans the Markdown of the pages
// in its workerData while the build compiles, bundles and renders, and answers once with every
// result. A page that fails gets no answer: postBuild cleans it again and reports the error there.
import { parentPort, workerData } from 'node:worker_threads';
import { createParseMemo } from '../../mdx/parseMemo.ts';
import { cleanMarkdown, cleanParseKey, type CleanOptions } from './cleanMarkdown.ts';

export interface CleanJob {
  id: string;
  file: string;
  pageUrl: string;
  mdx: boolean;
  text: string;
}

export type CleanAnswer = { id: string; body: string; partials: string[] }[];

const { jobs, options } = workerData as { jobs: CleanJob[]; options: CleanOptions };
const memo = createParseMemo(jobs.map((j) => cleanParseKey(j.text, j.mdx)));
const answer: CleanAnswer = [];
for (const j of jobs) {
  try {
    const { body, partials } = cleanMarkdown(j.text, { file: j.file, pageUrl: j.pageUrl }, { ...options, mdx: j.mdx }, memo);
    answer.push({ id: j.id, body, partials });
  } catch {}
}
parentPort!.postMessage(answer);
