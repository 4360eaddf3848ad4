// A Markdown compile worker (see compilePool.ts): compiles the files it is sent, one at a time,
// answering with code or a located error (see compileJob.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { createJobCompiler, type CompileJob, type CompileSetup } from './compileJob.ts';

const compile = await createJobCompiler(workerData as CompileSetup);
parentPort!.on('message', async (job: CompileJob) => parentPort!.postMessage(await compile(job)));
parentPort!.postMessage('ready');
