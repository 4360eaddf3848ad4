// The llms-txt plugin's worker (see prepareCleaning in index.ts): cleans the Markdown of the pages
// in its workerData while the build compiles, bundles and renders, and answers once with every
// result. A page that fails gets no answer: postBuild cleans it again and reports the error there.
import os from 'node:os';
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

// The lowest priority, for this thread only (Linux keeps a nice value per thread): the worker takes
// the CPU time the build leaves, and the main thread, which the build waits on, loses none to it.
// At normal priority it slowed the Markdown compile; at the lowest it still ends before postBuild.
try {
  os.setPriority(0, 19);
} catch {}
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
