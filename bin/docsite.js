#!/usr/bin/env node
// docsite's CLI runs its TypeScript sources through tsx, so site configs and themes can be TS too.
import { register } from 'tsx/esm/api';

// React (and other libraries) choose their production or development build from NODE_ENV when
// first loaded. Every command but dev renders with the production build: the development one
// checks each element and made server rendering three times slower.
if (process.env.NODE_ENV === undefined && process.argv[2] !== 'dev') process.env.NODE_ENV = 'production';

// esbuild's Go service collects garbage when its heap doubles (GOGC=100): holding a thousand page
// modules it peaked near 400 MiB. At 25 it stays near 280 MiB at the same speed. A user's GOGC wins.
process.env.GOGC ??= '25';

register();
await import('../src/cli/index.ts');
