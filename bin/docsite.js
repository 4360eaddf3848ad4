#!/usr/bin/env node
// docsite's CLI is written in TypeScript. It runs as one ES module that esbuild compiles from
// src/cli/ on first use and keeps in node_modules/.cache/docsite-cli/ (see compiledCli.js): loading
// it natively took 0.6 s where tsx's loader hooks took 1.1-1.6 s, and no module loaded after it (rollup,
// shiki, the server bundle) pays for the hooks. When it cannot be compiled or stored, or with
// DOCSITE_CLI=source, the sources run through tsx instead, which also reports a syntax error in
// them with its file and line.
import { compiledCli } from './compiledCli.js';

// React (and other libraries) choose their production or development build from NODE_ENV when
// first loaded. Every command but dev renders with the production build: the development one
// checks each element and made server rendering three times slower.
if (process.env.NODE_ENV === undefined && process.argv[2] !== 'dev') process.env.NODE_ENV = 'production';

// esbuild's Go service collects garbage when its heap doubles (GOGC=100): holding a thousand page
// modules it peaked near 400 MiB. At 25 it stays near 280 MiB at the same speed. A user's GOGC wins.
process.env.GOGC ??= '25';

const compiled = process.env.DOCSITE_CLI === 'source' ? null : await compiledCli();
if (compiled) {
  await import(compiled);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/cli/index.ts');
}
