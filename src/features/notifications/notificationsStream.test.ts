import { openNotificationsStream, parseSseChunk } from './notificationsStream';

/** A streaming Response whose chunks the test pushes. */
function streamingResponse() {
  let push!: (text: string) => void;
  let end!: () => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const enc = new TextEncoder();
      push = (text) => controller.enqueue(enc.encode(text));
      end = () => controller.close();
    },
  });
  return { response: new Response(body, { status: 200 }), push: (t: string) => push(t), end: () => end() };
}

const until = async (check: () => boolean, ms = 2000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condição não atingida');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('parseSseChunk', () => {
  it('splits events, joins data lines, ignores comments and keeps the remainder', () => {
    const got: Array<[string, string]> = [];
    const rest = parseSseChunk(
      'retry: 3000\n\n: ping\n\nevent: ready\ndata: {"unread_count":2}\n\ndata: a\ndata: b\n\nevent: notif',
      (e, d) => got.push([e, d]),
    );
    expect(got).toEqual([
      ['ready', '{"unread_count":2}'],
      ['message', 'a\nb'],
    ]);
    expect(rest).toBe('event: notif');
  });
});

describe('openNotificationsStream', () => {
  it('sends the bearer token, reports live on ready, passes events and reconnects after the end', async () => {
    const streams = [streamingResponse(), streamingResponse()];
    let n = 0;
    const fetchImpl = jest.fn(async (): Promise<Response> => streams[n++].response);
    const events: Array<[string, unknown]> = [];
    const status: boolean[] = [];
    const stop = openNotificationsStream({
      url: 'http://api/stream/',
      getToken: () => 'abc',
      onEvent: (e, d) => events.push([e, d]),
      onStatus: (s) => status.push(s),
      fetchImpl: fetchImpl as unknown as typeof fetch,
      backoffMs: [10],
    });
    await until(() => fetchImpl.mock.calls.length === 1);
    const init = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc');
    streams[0].push('event: ready\ndata: {"unread_count":1}\n\nevent: notif');
    streams[0].push('ication\ndata: {"notification":{"id":9},"unread_count":2}\n\n');
    await until(() => events.length === 2);
    expect(status).toEqual([true]);
    expect(events[1]).toEqual(['notification', { notification: { id: 9 }, unread_count: 2 }]);
    streams[0].end();
    await until(() => fetchImpl.mock.calls.length === 2);
    expect(status).toEqual([true, false]);
    stop();
  });

  it('a server that stops says reconnect: the next attempt is made at once, without the back-off', async () => {
    const streams = [streamingResponse(), streamingResponse(), streamingResponse()];
    let n = 0;
    const fetchImpl = jest.fn(async (): Promise<Response> => streams[n++].response);
    const stop = openNotificationsStream({
      url: 'http://api/stream/',
      getToken: () => 'abc',
      onEvent: () => undefined,
      onStatus: () => undefined,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      backoffMs: [60_000],
    });
    await until(() => fetchImpl.mock.calls.length === 1);
    streams[0].push('event: ready\ndata: {"unread_count":0}\n\nevent: reconnect\ndata: {}\n\n');
    streams[0].end();
    await until(() => fetchImpl.mock.calls.length === 2, 1000);
    // Without the hint, an ended stream waits for the back-off (a minute here).
    streams[1].push('event: ready\ndata: {"unread_count":0}\n\n');
    streams[1].end();
    await new Promise((r) => setTimeout(r, 200));
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a 401 asks for renewal and the next attempt reads the token again; stop ends it', async () => {
    let token = 'old';
    const onUnauthorized = jest.fn(() => {
      token = 'Bearer new';
    });
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 401 }));
    const stop = openNotificationsStream({
      url: 'http://api/stream/',
      getToken: () => token,
      onEvent: () => undefined,
      onStatus: () => undefined,
      onUnauthorized,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      backoffMs: [5],
    });
    await until(() => fetchImpl.mock.calls.length >= 2);
    stop();
    const calls = fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>;
    expect((calls[1][1].headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(onUnauthorized).toHaveBeenCalled();
    const n = fetchImpl.mock.calls.length;
    await new Promise((r) => setTimeout(r, 30));
    expect(fetchImpl.mock.calls.length).toBe(n);
  });

  it('a silent connection (no heartbeat) is dropped and reopened', async () => {
    const first = streamingResponse();
    const second = streamingResponse();
    let n = 0;
    const fetchImpl = jest.fn(async (): Promise<Response> => (n++ === 0 ? first.response : second.response));
    const stop = openNotificationsStream({
      url: 'http://api/stream/',
      getToken: () => 't',
      onEvent: () => undefined,
      onStatus: () => undefined,
      fetchImpl: fetchImpl as unknown as typeof fetch,
      backoffMs: [5],
      idleTimeoutMs: 40,
    });
    await until(() => fetchImpl.mock.calls.length === 2);
    stop();
  });
});
