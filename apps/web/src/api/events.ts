/**
 * The server-sent-events stream GET /api/events, signed in by the session cookie. It is read with
 * fetch rather than EventSource, which cannot tell a 401 (the session ended: go to Login) from a
 * network failure. `SseParser` is the pure text/event-stream parser;
 * `openEventStream` keeps one connection alive with a back-off and reports each event.
 */
import { apiHeaders, apiUrl, readJson, reportFailure } from './http';

export interface SseEvent {
  /** The `event:` field; `message` when the server gave none. */
  event: string;
  data: string;
  id?: string;
}

/**
 * Incremental text/event-stream parser (WHATWG HTML "event stream interpretation"): feed it text
 * chunks as they arrive, it returns the events completed by each chunk. Lines end with CRLF, LF or
 * CR; `:` lines are comments (the server's `: ping`); several `data:` lines join with `\n`; an
 * event is dispatched at a blank line, and only when it carried data.
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  /** A chunk ended with CR: a following LF belongs to the same line break. */
  private pendingCr = false;

  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) {
        this.pendingCr = true;
        const line = this.buffer.slice(0, match.index);
        this.buffer = '';
        this.line(line, out);
        break;
      }
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line, out);
    }
    return out;
  }

  /** Drops a half-received event (the connection ended): it must not be dispatched. */
  reset(): void {
    this.buffer = '';
    this.event = '';
    this.data = [];
    this.id = undefined;
    this.pendingCr = false;
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) {
        const event: SseEvent = { event: this.event || 'message', data: this.data.join('\n') };
        if (this.id !== undefined) event.id = this.id;
        out.push(event);
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    // `retry` and unknown fields are ignored: the back-off below is fixed.
  }
}

/** Waits before reconnecting: 1 s, 2 s, 5 s, then every 10 s (reset by a good connection). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function reconnectDelay(failures: number): number {
  const index = Math.min(Math.max(failures, 0), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 10_000;
}

/** `data` as JSON, or null when it is not JSON. */
export function parseEventData<T>(event: SseEvent): T | null {
  try {
    return JSON.parse(event.data) as T;
  } catch {
    return null;
  }
}

export interface EventStreamHandlers {
  onEvent: (event: SseEvent) => void;
  /** A connection was established; `isReconnect` after the first one (refetch what was missed). */
  onOpen?: (isReconnect: boolean) => void;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Keeps GET /api/events open until `signal` aborts: reconnects with the back-off when the stream
 * ends or fails. A 401 ends the session (SPEC 8) and stops the stream.
 */
export async function openEventStream(handlers: EventStreamHandlers, signal: AbortSignal): Promise<void> {
  /** Reconnections since the last good connection. */
  let attempt = 0;
  let connections = 0;
  const parser = new SseParser();
  while (!signal.aborted) {
    try {
      const response = await fetch(apiUrl('/events'), {
        headers: { ...apiHeaders(), Accept: 'text/event-stream' },
        signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (response.status === 401) {
        reportFailure(401, await readJson(response), { quiet: true });
        return;
      }
      if (!response.ok || !response.body) throw new Error(`events: HTTP ${response.status}`);
      attempt = 0;
      handlers.onOpen?.(connections > 0);
      connections += 1;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) handlers.onEvent(event);
      }
    } catch {
      // A network failure or a server restart: reconnect below.
    }
    parser.reset();
    if (signal.aborted) return;
    await sleep(reconnectDelay(attempt), signal);
    attempt += 1;
  }
}
