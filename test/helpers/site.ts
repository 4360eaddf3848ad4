// Helpers for whole-build tests: run the CLI on a fixture, hash folders, serve output.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cliPath = path.join(repoRoot, 'bin/docsite.js');

/**
 * The .md and .mdx files of the website's content and of the test fixtures (build output,
 * dependencies and dot folders skipped), sorted, each text once: of files with the same text (the
 * versioned docs copy most of theirs: 612 files, 452 texts) only the first in path order.
 */
export function websiteAndFixtureMarkdown(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'build' && !e.name.startsWith('.')) walk(file);
      else if (/\.mdx?$/.test(e.name)) files.push(file);
    }
  };
  walk(path.join(repoRoot, 'content'));
  walk(path.join(repoRoot, 'test/fixtures'));
  const seen = new Set<string>();
  return files.sort().filter((file) => {
    const text = fs.readFileSync(file, 'utf8');
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

export function fixture(name: string): string {
  return path.join(repoRoot, 'test/fixtures', name);
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `docsite <args>` to completion, from the repository root unless told otherwise. */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, NO_COLOR: '1', CI: 'true', DEBUG: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A digest of every file's relative path and bytes under dir: equal digests, identical trees. */
export function hashDir(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Puts a recognisable "previous build" in place, so a test can prove a failed build left it alone. */
export function seedPreviousBuild(outDir: string): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(outDir, 'nested'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>previous build</title>');
  fs.writeFileSync(path.join(outDir, 'nested/data.json'), '{"previous":true}');
  return hashDir(outDir);
}

export function read(file: string): string {
  return fs.readFileSync(file, 'utf8');
}
