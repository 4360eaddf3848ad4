// The server under load, in a process of its own so its memory can be measured alone. Started by
// serve.load.ts with an IPC channel: it sends {url} once listening, then answers each
// {id, type: 'memory' | 'stop'} with {id, rss, heapUsed} ('memory' collects garbage first unless `quick`).
import { startStaticServer } from '../../src/cli/server/serve.ts';

const gc = (globalThis as { gc?: () => void }).gc;
const running = await startStaticServer({ dir: process.argv[2], port: 0, host: '127.0.0.1' });
process.on('message', (message: { id: number; type: 'memory' | 'stop'; quick?: boolean }) => {
  if (message.type === 'stop') {
    void running.close().then(() => process.send!({ id: message.id }, () => process.exit(0)));
    return;
  }
  if (!message.quick) gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send!({ id: message.id, rss, heapUsed });
});
process.send!({ url: running.url });
