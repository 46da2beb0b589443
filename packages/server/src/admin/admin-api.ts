import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_PREFIX } from '@meridian/protocol';
import type { AppDeps } from '../deps.js';
import { writeAudit, refusedOutcome } from '../operator/audit-log.js';
import { COMMAND_DEFINITIONS, ZOperatorCommand, type OperatorCommand } from '../operator/command-registry.js';
import type { AdminRoute, CommandDefinition } from '../operator/command-types.js';
import { runCommand } from '../operator/operator-commands.js';
import { serverCommandContext } from '../operator/server-command-context.js';
import { requestIdOf } from '../operator/operator-requests.js';
import { mayRun, mayRunCommand } from '../operator/role-matrix.js';
import type { OperatorRole } from '../operator/operator-roles.js';
import { ADMIN_AUTH_FAILURES_PER_IP, operatorNameOf } from './admin-auth.js';
import { BODY_LIMITS, bodyObject, candidateOf } from './admin-request.js';
import { changesSomething, csrfHolds, fromAnotherSite, refuse, sessionOf } from './console-request.js';
import type { ConsoleSession } from './console-sessions.js';
import { announceIfQueueChanged } from './operator-feed.js';
import { serveConsoleSignIn } from './console-sign-in.js';
import { serveKycPictures } from './kyc-picture-route.js';
import { stageOf } from './operator-accounts.js';
import { sendCsv } from './csv-reply.js';
import { outcomeMessage, sayTo, waitFor } from './operator-language.js';

/**
 * The operator's HTTP API: the CLI's commands as plain JSON (not the app's envelope) under
 * `/admin`, for the console and for scripts. Two ways in:
 * - the console: an operator's session cookie (console-sign-in.ts), its role checked against
 *   role-matrix.ts on every command, and a CSRF token on everything that changes something;
 *   logged as `console:<operator>`;
 * - scripts: `Authorization: Bearer <token>` with a token from OPERATOR_TOKEN (none configured,
 *   none accepted), running every command; logged as `api:<the token's name>`.
 *
 * Answers: 200 `{ok: true, message, data}`; 422 `{ok: false, message}` when the command was
 * refused (404 or 409 when the record is missing or already handled); 400 for a malformed request
 * (audited too); 401 when not signed in; 403 when the role may not, or the CSRF check fails; 429
 * when an address sends too many requests or wrong tokens. Each command's routes are the
 * contract's (protocol ADMIN_ROUTES), which its definition (operator/commands/) names;
 * docs/console-api.md describes the console's side.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the request acts as: `api:<token name>` or `console:<operator>` (set by the guard). */
    operatorActor?: string;
    /** The console session, when the request came with one. */
    consoleSession?: ConsoleSession;
  }
}

function tooMany(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number): void {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.code(429).header('retry-after', String(seconds)).send({ ok: false, message: sayTo(request, reply, 'admin.tooManyRequests', { wait: waitFor(request, seconds) }) });
}

/**
 * A script's request: whether its token is valid and within the limits; when not, it has been
 * answered. Wrong tokens are counted per address and refused outright past the limit, so
 * guessing stays slow; another client's wrong tokens never refuse an operator whose token is right.
 */
async function tokenGuard(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const name = operatorNameOf(request.headers.authorization, deps.config.operatorTokens);
  if (name === null) {
    const failures = await deps.limiter.consume(ADMIN_AUTH_FAILURES_PER_IP, request.ip);
    if (failures.exceeded) {
      tooMany(request, reply, failures.retryAfterMs);
      return false;
    }
    request.log.warn({ ip: request.ip }, 'admin API: wrong operator token');
    void reply.code(401).header('www-authenticate', 'Bearer realm="meridian-admin"').send({ ok: false, message: sayTo(request, reply, 'admin.unauthorized') });
    return false;
  }
  return withinLimit(deps, reply, `api:${name}`, request);
}

async function withinLimit(deps: AppDeps, reply: FastifyReply, actor: string, request: FastifyRequest): Promise<boolean> {
  const requests = await deps.limiter.consume(deps.config.limits.adminRequestsPerOperator, actor);
  if (requests.exceeded) {
    tooMany(request, reply, requests.retryAfterMs);
    return false;
  }
  request.operatorActor = actor;
  return true;
}

/** A console request: a session that has finished its first sign-in, and the CSRF token when it changes something. */
async function sessionGuard(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const session = await sessionOf(deps, request);
  if (session === null) {
    void refuse(reply, 401, sayTo(request, reply, 'admin.notSignedIn'));
    return false;
  }
  if (stageOf(session.operator) !== 'ready') {
    void refuse(reply, 403, sayTo(request, reply, 'admin.finishFirstSignIn'));
    return false;
  }
  if (changesSomething(request) && (fromAnotherSite(request) || !csrfHolds(request, session))) {
    void refuse(reply, 403, sayTo(request, reply, 'admin.csrf'));
    return false;
  }
  request.consoleSession = session;
  return withinLimit(deps, reply, `console:${session.operator.username}`, request);
}

/** Whether the request may go on; when not, it has been answered. A bearer header means a script. */
function guard(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  return request.headers.authorization === undefined ? sessionGuard(deps, request, reply) : tokenGuard(deps, request, reply);
}

/** "The finance role may not do this.", the role named in the operator's language. */
function roleMayNot(request: FastifyRequest, reply: FastifyReply, role: OperatorRole): string {
  return sayTo(request, reply, 'admin.roleMayNot', { role: sayTo(request, reply, `role.${role}`) });
}

const isSignInRoute = (url: string) => /^\/admin\/session(\/|\?|$)/.test(url);

export function serveAdminApi(app: FastifyInstance, deps: AppDeps): void {
  /** A refusal written to the audit log (with why, in English) and answered with `status` and `message`. */
  async function refusedAudited(request: FastifyRequest, reply: FastifyReply, audit: { action: string; target: string; why: string }, status: number, message: string): Promise<FastifyReply> {
    const actor = request.operatorActor ?? 'api:unknown';
    await writeAudit(deps.db, { actor, action: audit.action, target: audit.target, detail: {}, outcome: refusedOutcome(audit.why), ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
    return refuse(reply, status, message);
  }

  /**
   * The command a request asks for, checked by the same schema the CLI's commands pass, when the
   * operator's role may run it and a money command names its request; else the refusal, answered.
   */
  async function commandOf(request: FastifyRequest, reply: FastifyReply, definition: CommandDefinition, route: AdminRoute): Promise<{ command: OperatorCommand } | { refused: FastifyReply }> {
    const { name } = definition;
    const role = request.consoleSession?.operator.role;
    if (role !== undefined && !mayRun(role, name)) {
      return { refused: await refusedAudited(request, reply, { action: name, target: '', why: `the ${role} role may not run ${name}` }, 403, roleMayNot(request, reply, role)) };
    }
    const body = bodyObject(request.body);
    if (body === null) return { refused: await refusedAudited(request, reply, { action: name, target: '', why: 'invalid request: the body is not a JSON object' }, 400, sayTo(request, reply, 'admin.bodyNotObject')) };
    const command = ZOperatorCommand.safeParse(candidateOf(route, name, request, body));
    if (!command.success) {
      const problem = command.error.issues.map((issue) => `${issue.path.join('.') || 'command'}: ${issue.message}`).join('; ');
      return { refused: await refusedAudited(request, reply, { action: name, target: '', why: `invalid request: ${problem}` }, 400, sayTo(request, reply, 'admin.invalidRequest', { problem })) };
    }
    const target = definition.targetOf(command.data);
    // A setting is its duty's (settings/setting-duties.ts): the role may run settings-set, but not for every key.
    if (role !== undefined && !mayRunCommand(role, command.data)) {
      return { refused: await refusedAudited(request, reply, { action: name, target, why: `the ${role} role may not run this ${name}` }, 403, roleMayNot(request, reply, role)) };
    }
    // A script that moves money names its request, so that its retry is harmless (operator-requests.ts).
    if (definition.once === 'required' && requestIdOf(command.data) === undefined) {
      return { refused: await refusedAudited(request, reply, { action: name, target, why: 'invalid request: requestId is required' }, 400, sayTo(request, reply, 'admin.requestIdRequired')) };
    }
    return { command: command.data };
  }

  /** One route: the request becomes a command, run as the CLI runs it, and its outcome the answer. */
  async function run(request: FastifyRequest, reply: FastifyReply, definition: CommandDefinition, route: AdminRoute): Promise<FastifyReply> {
    const asked = await commandOf(request, reply, definition, route);
    if ('refused' in asked) return asked.refused;
    const { command } = asked;
    const role = request.consoleSession?.operator.role;
    const outcome = await runCommand(deps.db, command, {
      ...serverCommandContext(deps),
      actor: request.operatorActor ?? 'api:unknown',
      origin: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      ...(role === undefined ? {} : { role }),
      passwordCost: deps.config.passwordCost,
      onlineMembers: () => deps.live.onlineMembers(),
    });
    // An export answers its file once the audited effect has let it (docs/console-api.md, "Exports").
    if (outcome.ok && definition.csv !== undefined) return sendCsv(reply, deps.db, definition.csv, command, new Date(deps.clock.now()));
    const status = outcome.status ?? (outcome.ok ? 200 : 422);
    announceIfQueueChanged(deps.operatorFeed, command, outcome);
    return reply.code(status).send({ ok: outcome.ok, message: outcomeMessage(request, reply, outcome), ...(outcome.data === undefined ? {} : { data: outcome.data }) });
  }

  app.register(
    async (admin) => {
      await admin.register(fastifyCookie);
      serveConsoleSignIn(admin, deps);
      admin.addHook('onRequest', async (request, reply) => {
        if (isSignInRoute(request.url)) return undefined;
        // An answered request stops here: Fastify runs no handler after a hook has sent the reply.
        if (!(await guard(deps, request, reply))) return reply;
        return undefined;
      });
      // Unknown paths too answer 401 to a caller not signed in: nothing about the API shows.
      admin.setNotFoundHandler(async (request, reply) => {
        // Whether the hook above also runs for unknown paths depends on Fastify's 404 routing: guard once.
        if (request.operatorActor === undefined && !(await guard(deps, request, reply))) return reply;
        return refuse(reply, 404, sayTo(request, reply, 'admin.notFound'));
      });
      // Identity pictures: a file, not a command's JSON, behind the same guard (kyc-picture-route.ts).
      serveKycPictures(admin, deps);
      for (const definition of COMMAND_DEFINITIONS) {
        for (const route of definition.routes) {
          admin.route({
            method: route.method,
            url: route.path,
            bodyLimit: BODY_LIMITS[route.bodySize ?? 'small'],
            handler: (request, reply) => run(request, reply, definition, route),
          });
        }
      }
    },
    { prefix: ADMIN_PREFIX },
  );
}
