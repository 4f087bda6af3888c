/**
 * Live updates for one game: the server's event stream (`event: version`)
 * read through the agent, so the bearer token goes in a header. When the
 * stream is missing or breaks, poll with the ETag instead and try the stream
 * again later.
 */
import type { Agent } from '../api/agent.ts';

export interface LiveOptions {
  pollMs?: number;
  retryStreamMs?: number;
}

/** Parses server-sent events from text chunks; calls `on` per complete event. */
export function sseParser(on: (event: string, data: string) => void) {
  let buf = '';
  return (chunk: string) => {
    buf += chunk.replace(/\r\n?/g, '\n');
    for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const c = line.indexOf(':');
        const field = c < 0 ? line : line.slice(0, c);
        const value = c < 0 ? '' : line.slice(c + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) on(event, data.join('\n'));
    }
  };
}

export function watchGame(
  agent: Agent,
  gameId: string,
  refresh: (version?: number) => void,
  opts: LiveOptions = {},
): () => void {
  const pollMs = opts.pollMs ?? 15_000;
  const retryMs = opts.retryStreamMs ?? 60_000;
  let stopped = false;
  let ctrl: AbortController | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const startPolling = () => {
    poll ??= setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') refresh();
    }, pollMs);
    clearTimeout(retry);
    retry = setTimeout(() => void stream(), retryMs);
  };

  async function stream() {
    if (stopped) return;
    ctrl = new AbortController();
    try {
      const res = await agent.raw('GET', `/api/games/${encodeURIComponent(gameId)}/stream`, undefined, {
        signal: ctrl.signal,
        accept: 'text/event-stream',
      });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok || !res.body || !type.includes('text/event-stream')) throw new Error('no stream');
      clearInterval(poll);
      poll = undefined;
      refresh();
      const parse = sseParser((event, data) => {
        if (event !== 'version') return;
        try {
          refresh((JSON.parse(data) as { version?: number }).version);
        } catch {
          refresh();
        }
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(value);
      }
    } catch {
      // fall through to polling
    }
    if (!stopped) startPolling();
  }

  const wake = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    refresh();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
  }
  void stream();
  return () => {
    stopped = true;
    ctrl?.abort();
    clearInterval(poll);
    clearTimeout(retry);
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
    }
  };
}
