import http from 'node:http';

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** A minimal EventSource over node:http: collects messages and comment lines until closed. */
export function openSse(url: string, headers: Record<string, string>) {
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  let status = 0;
  let contentType = '';
  let ended = false;
  let buffer = '';
  const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } });
  const ready = new Promise<void>((resolve, reject) => {
    req.on('error', (err) => (ended ? resolve() : reject(err)));
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      contentType = String(res.headers['content-type'] ?? '');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const msg: SseMessage = { data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) msg.id = line.slice(4);
            else if (line.startsWith('event: ')) msg.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              msg.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) messages.push(msg);
        }
      });
      res.on('end', () => (ended = true));
      res.on('close', () => (ended = true));
      resolve();
    });
  });
  return {
    ready,
    messages,
    comments,
    get status() {
      return status;
    },
    get contentType() {
      return contentType;
    },
    get ended() {
      return ended;
    },
    close() {
      ended = true;
      req.destroy();
    },
  };
}
