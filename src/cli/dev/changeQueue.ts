// What dev does with the files that change: one rebuild at a time, the changes that arrive
// meanwhile folded into the next; a Markdown text edit is shown in place first, and the rebuild
// that checks the rest waits for a quiet moment.
import path from 'node:path';
import { formatError } from '../errors.ts';
import type { Rebuilder } from './rebuilder.ts';

/**
 * Quiet time after an in-place update before the rebuild that checks the rest starts. A save that
 * lands while that rebuild runs is read by it, and shown by a reload instead of in place.
 */
const CHECK_DELAY_MS = 1000;

export interface ChangeQueue {
  /** A watcher event: `event` is chokidar's ('change', 'add', 'unlink', ...). */
  schedule(event: string, file: string): void;
  /** Resolves after the rebuild that is running or queued now has finished. */
  idle(): Promise<void>;
  /** Drops the waiting check (the server closes). */
  cancel(): void;
}

/** `afterRebuild`: the watcher follows the paths the last build read. */
export function createChangeQueue(siteDir: string, builds: Rebuilder, afterRebuild: () => void): ChangeQueue {
  let running: Promise<void> = Promise.resolve();
  let pending: string | null = null;
  // The files changed since the last rebuild started, and whether any was added or removed.
  const changed = new Set<string>();
  let structural = false;
  let timer: NodeJS.Timeout | null = null;
  let check: NodeJS.Timeout | null = null;
  // A rejected link would skip every later rebuild and end the process: report and go on.
  const enqueue = (step: () => Promise<void>) => (running = running.then(step).catch((error) => console.error(formatError(error))));
  const cancelCheck = () => {
    if (check) clearTimeout(check);
    check = null;
  };
  const deferCheck = (reason: string) => {
    cancelCheck();
    check = setTimeout(() => {
      check = null;
      enqueue(async () => {
        await builds.rebuild(reason, true);
        afterRebuild();
      });
    }, CHECK_DELAY_MS);
  };
  const run = async () => {
    if (pending === null) return;
    const label = pending;
    const reason = `a change to ${label}`;
    const files = [...changed];
    const hot = !structural;
    pending = null;
    changed.clear();
    structural = false;
    if (hot && (await builds.hotUpdate(files, label))) {
      // Saves meanwhile are shown in place too, instead of queueing behind a full build.
      deferCheck(reason);
      return;
    }
    cancelCheck();
    await builds.rebuild(reason);
    afterRebuild();
  };
  return {
    schedule(event, file) {
      pending = path.relative(siteDir, file) || file;
      changed.add(path.resolve(siteDir, file));
      if (event !== 'change') structural = true;
      if (timer) clearTimeout(timer);
      // A waiting check is overtaken by this change: the update that shows it defers another
      // check, or the rebuild it needs checks everything.
      cancelCheck();
      timer = setTimeout(() => {
        timer = null;
        enqueue(run);
      }, 30);
    },
    async idle() {
      while (timer || pending !== null || check) await new Promise((r) => setTimeout(r, 20));
      await running;
    },
    cancel: cancelCheck,
  };
}
