#!/usr/bin/env node
// docsite's CLI runs its TypeScript sources through tsx, so site configs and themes can be TS too.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/index.ts');
