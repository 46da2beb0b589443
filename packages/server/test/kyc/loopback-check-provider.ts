import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkKycSignature, KYC_SIGNATURE_HEADER, signKycMessage } from '../../src/kyc/provider/callback-signature.js';
import type { KycCheckRequest } from '../../src/kyc/provider/check-provider.js';

/** A check request as the fake provider took it: its body, and whether the server's signature held. */
export interface TakenRequest {
  request: KycCheckRequest;
  signature: string;
}

/**
 * A hosted identity-check provider on loopback, as a test's stand-in for a real one: it takes the
 * server's signed check requests and, when told, posts a signed verdict to the server's callback,
 * as a provider's servers would.
 */
export class LoopbackCheckProvider {
  readonly taken: TakenRequest[] = [];
  private readonly server: Server;

  private constructor(
    readonly secret: string,
    private readonly answerStatus: number,
  ) {
    this.server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.taken.push({ request: JSON.parse(body) as KycCheckRequest, signature: checkKycSignature(secret, body, String(incoming.headers[KYC_SIGNATURE_HEADER] ?? ''), Date.now()) });
        response.writeHead(this.answerStatus).end();
      });
    });
  }

  static async start(secret: string, answerStatus = 202): Promise<LoopbackCheckProvider> {
    const provider = new LoopbackCheckProvider(secret, answerStatus);
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    return provider;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/checks`;
  }

  /** Posts a verdict to `callbackUrl` on `serverOrigin`, signed with `secret` (the provider's own, unless a test forges) at `atMs`. */
  async sendVerdict(serverOrigin: string, callbackUrl: string, verdict: object, options: { secret?: string; atMs?: number; tamper?: (body: string) => string } = {}): Promise<{ status: number; answer: unknown }> {
    const body = JSON.stringify(verdict);
    const signature = signKycMessage(options.secret ?? this.secret, body, options.atMs ?? Date.now());
    const response = await fetch(`${serverOrigin}${new URL(callbackUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [KYC_SIGNATURE_HEADER]: signature },
      body: options.tamper ? options.tamper(body) : body,
    });
    return { status: response.status, answer: (await response.json()) };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => { resolve(); }));
  }
}
