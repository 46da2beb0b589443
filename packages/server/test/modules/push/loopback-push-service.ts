import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/** One push as a browser's push service received it, decrypted with the device's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The payload, decrypted (RFC 8291, aes128gcm) and parsed. */
  message: Record<string, unknown>;
  /** The VAPID token's claims and whether its signature verifies with the key it names. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string; signatureValid: boolean };
}

/** A device: the keys a browser makes when it subscribes, and its endpoint on the loopback service. */
export interface FakeDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/**
 * A push service on loopback, as Chrome's or Firefox's is on the Internet: it takes the server's
 * POSTs, answers what the test says (201 unless told otherwise), and decrypts each push with the
 * device's private key, as the browser would, so a test reads exactly what a phone would show.
 */
export class LoopbackPushService {
  readonly received: ReceivedPush[] = [];
  private readonly devices = new Map<string, FakeDevice>();
  /** Per device path: the statuses to answer next, in order, then `then` (201 unless said). */
  private readonly answers = new Map<string, { next: number[]; then: number }>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const planned = this.answers.get(path);
        const status = planned?.next.shift() ?? planned?.then ?? 201;
        const device = this.devices.get(path);
        if (status === 201 && device) this.received.push(this.open(path, request.headers, Buffer.concat(chunks), device));
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${address.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (this.server) this.server.close(() => { resolve(); });
      else resolve();
    });
  }

  /** A new device subscribed at this service, with its own keys. */
  device(): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const path = `/push/${randomBytes(12).toString('hex')}`;
    const device = { endpoint: `${this.origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
    this.devices.set(path, device);
    return device;
  }

  /** What the service answers this device's pushes: `next` in order, then `then` for good. */
  answer(device: FakeDevice, next: number[], then = 201): void {
    this.answers.set(new URL(device.endpoint).pathname, { next: [...next], then });
  }

  to(device: FakeDevice): ReceivedPush[] {
    return this.received.filter((push) => device.endpoint.endsWith(push.path));
  }

  private open(path: string, headers: IncomingHttpHeaders, body: Buffer, device: FakeDevice): ReceivedPush {
    const plain = decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth });
    return { path, headers, message: JSON.parse(plain.toString('utf8')) as Record<string, unknown>, vapid: vapidOf(headers.authorization ?? '') };
  }
}

/** Reads `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292) and checks the token's ES256 signature. */
function vapidOf(authorization: string): ReceivedPush['vapid'] {
  const token = /t=([^,\s]+)/.exec(authorization)?.[1] ?? '';
  const publicKey = /k=([^,\s]+)/.exec(authorization)?.[1] ?? '';
  const [header = '', claims = '', signature = ''] = token.split('.');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const signatureValid = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  return { ...parsed, publicKey, signatureValid };
}
