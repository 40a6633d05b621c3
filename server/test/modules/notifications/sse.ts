/** A minimal Server-Sent Events reader over fetch, for tests of the notifications stream. */
export interface SseEvent {
  event: string;
  data: unknown;
}

export interface SseClient {
  status: number;
  /** Resolves with the next event matching the predicate (events are buffered until read). */
  next(match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let done = false;
  if (res.ok && res.body) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done: end } = await reader.read();
          if (end) break;
          buffer += value;
          let i;
          while ((i = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, i);
            buffer = buffer.slice(i + 2);
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (data.length) queue.push({ event, data: JSON.parse(data.join('\n')) });
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
      done = true;
      waiters.splice(0).forEach((w) => w());
    })();
  }
  return {
    status: res.status,
    async next(match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex(match);
        if (i >= 0) return queue.splice(i, 1)[0];
        if (done) throw new Error('o fluxo terminou');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('tempo esgotado esperando evento');
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
