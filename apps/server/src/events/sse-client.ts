import type { LiveEvent } from '@portal/contract';

/** A test client of `GET /v2/events`: collects the events and comments of the stream as they arrive. */
export interface SseClient {
  status: number;
  events: LiveEvent[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function connectSse(url: string, headers: Record<string, string>): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const client: SseClient = {
    status: response.status,
    events: [],
    comments: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return client;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  client.ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary !== -1) {
          const frame = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          for (const line of frame.split('\n')) {
            if (line.startsWith('data: ')) client.events.push(JSON.parse(line.slice(6)));
            else if (line.startsWith(': ')) client.comments.push(line.slice(2));
          }
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return client;
}
