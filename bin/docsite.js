#!/usr/bin/env node
// docsite's CLI is written in TypeScript. It runs as ES modules that esbuild compiles from src/cli/
// on first use (one folder, split at each import()) and keeps in node_modules/.cache/docsite-cli/
// (see compiledCli.js): a cold build reaches its first step in about 0.4 s where tsx's loader hooks
// took 1.1-1.6 s, and no module loaded after it (rollup, shiki, the server bundle) pays for the
// hooks. When it cannot be compiled or stored, or with
// DOCSITE_CLI=source, the sources run through tsx instead, which also reports a syntax error in
// them with its file and line.
import v8 from 'node:v8';
import { compiledCli } from './compiledCli.js';

// React (and other libraries) choose their production or development build from NODE_ENV when
// first loaded. Every command but dev renders with the production build: the development one
// checks each element and made server rendering three times slower.
if (process.env.NODE_ENV === undefined && process.argv[2] !== 'dev') process.env.NODE_ENV = 'production';

// esbuild's Go service collects garbage when its heap doubles (GOGC=100): holding a thousand page
// modules it peaked near 400 MiB. At 25 it stays near 280 MiB at the same speed. A user's GOGC wins.
process.env.GOGC ??= '25';

// V8 lets its heap grow to several times the live data before it collects. Compiling 500 pages
// keeps about 55 MiB alive but grew the heap to 270 MiB, and the process peaked at 455-600 MiB.
// Growing by 20% at a time it peaked at 375-392 MiB, for a compile 6% slower (7.1-7.4 s against
// 6.7-7.0 s). Since then the build holds less: at 35% the 500-page corpus peaks at 320-345 MiB
// and the 1000-page one at 436 MiB (the same as at 20%), with 100-200 ms less collector CPU and
// cold builds 2-5% faster in interleaved pairs. A flag given to node itself wins.
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent'))) v8.setFlagsFromString('--heap-growing-percent=35');

// V8 optimizes a function once it has run for an "interrupt budget" of bytecode, on background
// threads that share the two cores of a small machine with the build. A build is a short process
// that runs a great deal of code a few hundred times (rollup's passes run once): at the default
// budget the optimizing compiler took about 2.3 s of CPU at 1000 pages, and at twice the budget
// still 15% of all the CPU of a 500-page build (perf). Eight times the budget, with half the
// bytecode inlined into one optimized function, optimizes only the hottest code, each at a smaller cost:
// against twice the budget alone, in interleaved cold builds, 500 pages took a median 5.02 s
// against 5.42 s (CPU 8.1 s against 9.0 s), 1000 pages 8.79 s against 9.05 s, the website about
// 7% less CPU. Flags given to node itself win.
if (!process.execArgv.some((a) => a.startsWith('--interrupt-budget'))) v8.setFlagsFromString('--interrupt-budget=540672');
if (!process.execArgv.some((a) => a.startsWith('--max-inlined-bytecode-size-cumulative'))) v8.setFlagsFromString('--max-inlined-bytecode-size-cumulative=460');

// V8 first compiles a regular expression to bytecode and interprets it, then compiles it again to
// machine code once it has run. shiki highlights code with thousands of grammar patterns turned
// into regular expressions, most run many times: compiled once, to machine code, the compile of
// the 500-page corpus took a median of 2.11 s against 2.21 s, and whole cold builds 4.22 s against
// 4.37 s (7 of 8 alternating pairs); 1000 pages 7.79 s against 8.18 s, the website 12.8 s against
// 13.8 s. A flag given to node itself wins.
if (!process.execArgv.some((a) => /^--(no-)?regexp-tier-up/.test(a))) v8.setFlagsFromString('--no-regexp-tier-up');

const compiled = process.env.DOCSITE_CLI === 'source' ? null : await compiledCli();
if (compiled) {
  // Where src/cli/workers/cliWorker.ts finds the compiled worker modules.
  globalThis[Symbol.for('docsite.compiledCli')] = compiled;
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  // The packages the compiled CLI replaces, replaced here too (each worker does the same).
  await import('./replacePackages.js');
  await import('../src/cli/index.ts');
}
