import { Agent, request } from 'node:http';

export interface PostAnswer {
  status: number;
  body: string;
}

/**
 * A plain keep-alive HTTP POST or GET. The benchmark's clients share the machine's two cores with the
 * server, and Node's fetch costs several times the CPU per request of node:http, which would
 * measure the client instead of the server.
 */
export class HttpPoster {
  private readonly agent = new Agent({ keepAlive: true });

  constructor(private readonly baseUrl: string) {}

  post(path: string, headers: Record<string, string>, body: string): Promise<PostAnswer> {
    return this.send('POST', path, { ...headers, 'content-length': String(Buffer.byteLength(body)) }, body);
  }

  get(path: string, headers: Record<string, string> = {}): Promise<PostAnswer> {
    return this.send('GET', path, headers);
  }

  private send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<PostAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${this.baseUrl}${path}`,
        { method, agent: this.agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
          });
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
