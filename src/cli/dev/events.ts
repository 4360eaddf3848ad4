// The dev server's event stream: each open page listens for reloads, in-place updates and build errors.
import type http from 'node:http';
import { DEV_EVENTS_PATH } from './devClient.ts';

export interface DevEvents {
  send(event: string, data: unknown): void;
  /** Answers the page's request for the stream (static server's intercept); false for any other request. */
  intercept(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  close(): void;
}

/** `now()`: what a page that connects is told first (the build it shows, the error of the last one). */
export function createDevEvents(now: () => { buildId: number; lastError: string | null }): DevEvents {
  const clients = new Set<http.ServerResponse>();
  return {
    send(event, data) {
      for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    intercept(req, res) {
      if (req.url !== DEV_EVENTS_PATH) return false;
      const { buildId, lastError } = now();
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(`event: hello\ndata: ${JSON.stringify({ buildId })}\n\n`);
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    close() {
      for (const res of clients) res.end();
    },
  };
}
