#!/usr/bin/env node
// Runs every test file (uvu, one process each, through tsx) and ends with `N passed, N failed`.
// Usage: node test/run.mjs [filter ...]   (a filter is a substring of the test file path)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.min(2, os.availableParallelism?.() ?? 2));

function findTests(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'fixtures' || entry.name === 'node_modules') continue;
      out.push(...findTests(full));
    } else if (/\.test\.[mc]?[jt]sx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const files = findTests(path.join(root, 'test'))
  .map((f) => path.relative(root, f))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort((a, b) => Number(a.includes('browser')) - Number(b.includes('browser')) || a.localeCompare(b));

function parseSummary(output) {
  const total = /Total:\s+(\d+)/.exec(output);
  const passed = /Passed:\s+(\d+)/.exec(output);
  const skipped = /Skipped:\s+(\d+)/.exec(output);
  if (!total || !passed) return null;
  const t = Number(total[1]);
  const p = Number(passed[1]);
  const s = skipped ? Number(skipped[1]) : 0;
  // uvu's Total counts the tests that ran; skipped ones are reported apart from it.
  return { passed: p, failed: Math.max(0, t - p), skipped: s };
}

function runFile(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const summary = parseSummary(output);
      let result = summary ?? { passed: 0, failed: 1, skipped: 0 };
      // A crash after the summary, or a non-zero exit with nothing failed, still counts as a failure.
      if (code !== 0 && result.failed === 0) result = { ...result, failed: 1 };
      resolve({ file, code, output, ...result, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
let next = 0;
async function worker() {
  while (next < files.length) {
    const file = files[next++];
    const r = await runFile(file);
    results.push(r);
    const mark = r.failed > 0 ? '✖' : '✔';
    console.log(`${mark} ${r.file}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds.toFixed(1)} s)`);
    if (r.failed > 0) console.log(r.output.split('\n').map((l) => `    ${l}`).join('\n'));
  }
}
await Promise.all(Array.from({ length: jobs }, worker));

const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
const skipped = results.reduce((a, r) => a + r.skipped, 0);
if (files.length === 0) console.log('No test files matched.');
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
