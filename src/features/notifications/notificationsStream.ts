/**
 * The live notifications stream read with fetch (EventSource cannot send the bearer header):
 * parses Server-Sent Events, reconnects with back-off after an error, an end or a silent
 * connection (no heartbeat for idleTimeoutMs), and reads the token again on every attempt so a
 * renewed one is used. A server that stops (a deploy) sends `reconnect` before it ends the stream:
 * the next attempt is made at once, and reaches another process.
 */
import { bearer } from '../../session/renewal';

export interface StreamOptions {
  url: string;
  getToken: () => string | null;
  onEvent: (event: string, data: unknown) => void;
  /** true once the server said ready; false whenever the connection is lost. */
  onStatus: (live: boolean) => void;
  /** The server answered 401: the caller may renew the token before the next attempt. */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
  /** Waits between attempts (the last one repeats). */
  backoffMs?: number[];
  idleTimeoutMs?: number;
}

export const DEFAULT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The server sends a heartbeat every 25 s. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** Splits a text stream into SSE events; returns the unparsed remainder. */
export function parseSseChunk(buffer: string, emit: (event: string, data: string) => void): string {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  let rest = normalized;
  let i: number;
  while ((i = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, i);
    rest = rest.slice(i + 2);
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) emit(event, data.join('\n'));
  }
  return rest;
}

/** Opens the stream; the returned function closes it for good. */
export function openNotificationsStream(options: StreamOptions): () => void {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const idleTimeout = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  let stopped = false;
  let dropCurrent: (() => void) | null = null;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(t);
        resolve();
      };
    });

  /** The server's last stream asked for an immediate reconnection. */
  let reconnectNow = false;

  async function connectOnce(): Promise<boolean> {
    reconnectNow = false;
    const token = options.getToken();
    if (!token) return false;
    const ctrl = new AbortController();
    let idle: ReturnType<typeof setTimeout> | undefined;
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    // Aborting the request may not end a pending read everywhere; cancelling the reader does.
    const drop = () => {
      ctrl.abort();
      reader?.cancel().catch(() => undefined);
    };
    dropCurrent = drop;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(drop, idleTimeout);
    };
    let ready = false;
    try {
      touch();
      const res = await fetchImpl(options.url, {
        headers: { Authorization: bearer(token), Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: ctrl.signal,
      });
      if (res.status === 401) options.onUnauthorized?.();
      if (!res.ok || !res.body) return false;
      reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopped) break;
        touch();
        buffer = parseSseChunk(buffer + decoder.decode(value, { stream: true }), (event, raw) => {
          let data: unknown = raw;
          try {
            data = JSON.parse(raw);
          } catch {
            // not JSON: pass the text on
          }
          if (event === 'reconnect') reconnectNow = true;
          if (event === 'ready' && !ready) {
            ready = true;
            options.onStatus(true);
          }
          options.onEvent(event, data);
        });
      }
    } catch {
      // network error, abort or idle time-out: reconnect below
    } finally {
      clearTimeout(idle);
      drop();
    }
    return ready;
  }

  void (async () => {
    let attempt = 0;
    while (!stopped) {
      const wasReady = await connectOnce();
      if (stopped) break;
      options.onStatus(false);
      attempt = wasReady ? 0 : attempt + 1;
      if (!(wasReady && reconnectNow)) await sleep(backoff[Math.min(Math.max(attempt - 1, 0), backoff.length - 1)]);
    }
  })();

  return () => {
    stopped = true;
    dropCurrent?.();
    wake?.();
  };
}
