import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isProcessAlive } from '../db/data-dir-lock.js';
import { BODY_LIMITS } from '../admin/admin-request.js';
import { announceIfQueueChanged } from '../admin/operator-feed.js';
import type { AppDeps } from '../deps.js';
import { ZOperatorCommand, type OperatorCommand } from './command-registry.js';
import { ZCommandOutcome, type CommandOutcome } from './command-types.js';
import { runCommand } from './operator-commands.js';
import { serverCommandContext } from './server-command-context.js';

/**
 * Embedded PGlite belongs to the one process that opened it: a second process must not open the
 * same directory. So while a server runs on PGlite it leaves `DATA_DIR/operator.json` (its pid,
 * a loopback URL and a random token, readable by its user only) and the operator CLI hands its
 * command to that server instead of opening the database. With PostgreSQL the CLI connects itself.
 */
export const OPERATOR_PATH = '/_operator';
const CHANNEL_FILE = 'operator.json';

const ZChannel = z.object({ pid: z.number().int(), url: z.string(), token: z.string() });
type Channel = z.infer<typeof ZChannel>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The server's side: `POST /_operator` from this machine with the token runs a command. */
export function serveOperatorChannel(app: FastifyInstance, deps: AppDeps, token: string): void {
  // Commands carry their images (banners, goods) as the console's do.
  app.post(OPERATOR_PATH, { bodyLimit: BODY_LIMITS.image }, async (request, reply) => {
    const given = request.headers['x-operator-token'];
    const fromThisMachine = LOOPBACK.has(request.ip) || request.socket.localAddress === request.socket.remoteAddress;
    if (!fromThisMachine || typeof given !== 'string' || !sameSecret(given, token)) {
      return reply.code(403).send({ statusCode: 403, error: 'Forbidden' });
    }
    let body: unknown;
    try {
      body = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request' });
    }
    const command = ZOperatorCommand.safeParse(body);
    if (!command.success) return reply.code(400).send({ statusCode: 400, error: 'Bad Request' });
    // This process sees a changed setting at once (runCommand forgets it); the others within their settings cache time.
    const outcome = await runCommand(deps.db, command.data, { ...serverCommandContext(deps), actor: channelActor(request.headers['x-operator-actor']) });
    announceIfQueueChanged(deps.operatorFeed, command.data, outcome);
    return reply.send(outcome);
  });
}

/** The CLI names its OS user (`cli:<user>`); anything else is logged as an unknown CLI user. */
function channelActor(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^cli:[\w.@-]{1,100}$/.test(given) ? given : 'cli:unknown';
}

export function writeChannelFile(dataDir: string, channel: Channel): () => void {
  const file = path.join(dataDir, CHANNEL_FILE);
  writeFileSync(file, JSON.stringify(channel), { mode: 0o600 });
  return () => {
    rmSync(file, { force: true });
  };
}

/** The running server that owns the embedded database in `dataDir`, if there is one. */
export function findRunningServer(dataDir: string): Channel | null {
  const file = path.join(dataDir, CHANNEL_FILE);
  if (!existsSync(file)) return null;
  try {
    const channel = ZChannel.parse(JSON.parse(readFileSync(file, 'utf8')));
    return isProcessAlive(channel.pid) ? channel : null;
  } catch {
    return null;
  }
}

export async function sendToServer(channel: Channel, command: OperatorCommand, actor: string): Promise<CommandOutcome> {
  const response = await fetch(`${channel.url}${OPERATOR_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': channel.token, 'x-operator-actor': actor },
    body: JSON.stringify(command),
  });
  if (!response.ok) throw new Error(`The running server refused the command (HTTP ${response.status})`);
  return ZCommandOutcome.parse(await response.json());
}
