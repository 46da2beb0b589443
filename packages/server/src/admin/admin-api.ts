import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { writeAudit, refusedOutcome } from '../operator/audit-log.js';
import { COMMAND_DEFINITIONS, ZOperatorCommand } from '../operator/command-registry.js';
import type { AdminRoute } from '../operator/command-types.js';
import { runCommand } from '../operator/operator-commands.js';
import { ADMIN_AUTH_FAILURES_PER_IP, ADMIN_REQUESTS_PER_OPERATOR, operatorNameOf } from './admin-auth.js';
import { BODY_LIMITS, bodyObject, candidateOf } from './admin-request.js';

/**
 * The operator's HTTP API: the CLI's commands as plain JSON (not the app's envelope) under
 * `/admin`, for scripts and back-office tools. Only served when OPERATOR_TOKEN names at least one
 * token; every request carries `Authorization: Bearer <token>`, and every command is written to
 * the audit log as `api:<the token's name>`.
 *
 * Answers: 200 `{ok: true, message, data}`; 422 `{ok: false, message}` when the command was
 * refused (or the ledger check found a problem); 400 for a malformed request (audited too);
 * 401 without a valid token; 429 when an address sends too many requests or wrong tokens.
 * Each command's routes are in its definition (operator/commands/).
 */
export const ADMIN_PREFIX = '/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator the bearer token belongs to (set by the admin API's guard). */
    operatorName?: string;
  }
}

function tooMany(reply: FastifyReply, retryAfterMs: number): void {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.code(429).header('retry-after', String(seconds)).send({ ok: false, message: `Too many requests; try again in ${seconds} s.` });
}

/**
 * Whether the request carries a valid token and is within the limits; when not, it has been
 * answered. The token is checked first: another client's wrong tokens from the same address (a
 * shared proxy, an attacker) never refuse an operator whose token is right. Wrong tokens are
 * counted per address and refused outright past the limit, so guessing stays slow.
 */
async function guard(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const name = operatorNameOf(request.headers.authorization, deps.config.operatorTokens);
  if (name === null) {
    const failures = await deps.limiter.consume(ADMIN_AUTH_FAILURES_PER_IP, request.ip);
    if (failures.exceeded) {
      tooMany(reply, failures.retryAfterMs);
      return false;
    }
    request.log.warn({ ip: request.ip }, 'admin API: missing or wrong operator token');
    void reply.code(401).header('www-authenticate', 'Bearer realm="meridian-admin"').send({ ok: false, message: 'Unauthorized' });
    return false;
  }
  const requests = await deps.limiter.consume(ADMIN_REQUESTS_PER_OPERATOR, name);
  if (requests.exceeded) {
    tooMany(reply, requests.retryAfterMs);
    return false;
  }
  request.operatorName = name;
  return true;
}

export function serveAdminApi(app: FastifyInstance, deps: AppDeps): void {
  /** One route: the request becomes a command, checked by the same schema the CLI's commands pass. */
  async function run(request: FastifyRequest, reply: FastifyReply, name: string, route: AdminRoute): Promise<FastifyReply> {
    const actor = `api:${request.operatorName ?? 'unknown'}`;
    const body = bodyObject(request.body);
    const command = body === null ? null : ZOperatorCommand.safeParse(candidateOf(route, name, request, body));
    if (command === null || !command.success) {
      const problem =
        command === null
          ? 'the body is not a JSON object'
          : command.error.issues.map((issue) => `${issue.path.join('.') || 'command'}: ${issue.message}`).join('; ');
      await writeAudit(deps.db, { actor, action: name, target: '', detail: {}, outcome: refusedOutcome(`invalid request: ${problem}`) });
      return reply.code(400).send({ ok: false, message: `Invalid request: ${problem}` });
    }
    const outcome = await runCommand(deps.db, command.data, { caches: deps.caches, actor, dataDir: deps.config.dataDir, settings: deps.settings });
    return reply.code(outcome.ok ? 200 : 422).send({ ok: outcome.ok, message: outcome.text, ...(outcome.data === undefined ? {} : { data: outcome.data }) });
  }

  app.register(
    (admin, _options, done) => {
      admin.addHook('onRequest', async (request, reply) => {
        // An answered request stops here: Fastify runs no handler after a hook has sent the reply.
        if (!(await guard(deps, request, reply))) return reply;
        return undefined;
      });
      // Unknown paths too answer 401 to a caller without a token: nothing about the API shows.
      admin.setNotFoundHandler(async (request, reply) => {
        // Whether the hook above also runs for unknown paths depends on Fastify's 404 routing: guard once.
        if (request.operatorName === undefined && !(await guard(deps, request, reply))) return reply;
        return reply.code(404).send({ ok: false, message: 'Not Found' });
      });
      for (const definition of COMMAND_DEFINITIONS) {
        for (const route of definition.routes) {
          admin.route({
            method: route.method,
            url: route.path,
            bodyLimit: BODY_LIMITS[route.bodySize ?? 'small'],
            handler: (request, reply) => run(request, reply, definition.name, route),
          });
        }
      }
      done();
    },
    { prefix: ADMIN_PREFIX },
  );
}
