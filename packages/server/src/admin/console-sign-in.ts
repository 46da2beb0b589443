import { SESSION_ROUTES } from '@meridian/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { operators } from '../db/schema/index.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../http/app-error.js';
import { writeAudit, AUDIT_OK, refusedOutcome } from '../operator/audit-log.js';
import { allowedCommands } from '../operator/role-matrix.js';
import { clearFailures, guardAttempt, recordFailure, type FailureCounter } from '../security/failure-throttle.js';
import type { LimitRule } from '../security/limits.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.js';
import { acceptedCode, acceptedTotpStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpEnrolment } from '../security/totp.js';
import { closeConsoleSession, closeOperatorSessions, openConsoleSession, type ConsoleSession } from './console-sessions.js';
import { changesSomething, clearSessionCookie, csrfHolds, fromAnotherSite, refuse, sessionOf, setSessionCookie } from './console-request.js';
import { findOperator, stageOf, updateOperator, type OperatorAccount } from './operator-accounts.js';
import { sayTo, waitFor } from './operator-language.js';
import { knownOperatorDevice, rememberOperatorDevice, requestDeviceToken } from './operator-devices.js';

/**
 * The console's sign-in under /admin/session: password, then the authenticator's code (or a
 * recovery code). An operator made by `operator-add` signs in first with a one-time password,
 * must choose a new one, then enrol an authenticator; until then every other admin route refuses.
 */

const MINUTE = 60_000;
/** Wrong passwords or codes for one operator from one address, before that pair is locked for the window. */
export const CONSOLE_FAILURES_PER_OPERATOR_IP: LimitRule = { name: 'console-fail-operator-ip', limit: 5, windowMs: 15 * MINUTE };
/** Wrong passwords or codes from one address, whatever the operator. */
export const CONSOLE_FAILURES_PER_IP: LimitRule = { name: 'console-fail-ip', limit: 20, windowMs: 15 * MINUTE };
/**
 * Wrong passwords or codes for one operator from anywhere but their known devices: a campaign
 * locks unknown clients out of the account for the window; the operator's own browser still signs in.
 */
export const CONSOLE_FAILURES_PER_OPERATOR: LimitRule = { name: 'console-fail-operator', limit: 20, windowMs: 60 * MINUTE };
/** Wrong passwords or codes from one of the operator's known devices, counted on that device alone. */
export const CONSOLE_FAILURES_PER_DEVICE: LimitRule = { name: 'console-fail-device', limit: 10, windowMs: 15 * MINUTE };

const ZSignIn = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  code: z.string().trim().max(20).optional(),
});
const ZNewPassword = z.object({ password: z.string().min(1).max(128), newPassword: z.string().min(10, 'at least 10 characters').max(128) });
const ZCode = z.object({ code: z.string().trim().min(1).max(20) });


function sessionView(operator: OperatorAccount, csrfToken: string) {
  return { username: operator.username, role: operator.role, stage: stageOf(operator), csrfToken, allowed: allowedCommands(operator.role) };
}

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });

function counters(username: string, ip: string): FailureCounter[] {
  const name = username.toLowerCase();
  return [
    { rule: CONSOLE_FAILURES_PER_OPERATOR_IP, subject: `${name}|${ip}` },
    { rule: CONSOLE_FAILURES_PER_IP, subject: ip },
    { rule: CONSOLE_FAILURES_PER_OPERATOR, subject: name },
  ];
}

/**
 * Whether `code` is the operator's: a current authenticator code not used before (the step is
 * kept so it is never accepted twice), or an unused recovery code (removed as it is used).
 */
async function codeAccepted(deps: AppDeps, operator: OperatorAccount, code: string): Promise<boolean> {
  const accepted = await acceptedCode(operator, code, deps.clock.now());
  if (accepted === null) return false;
  // Spent by a conditional update, as members' codes are: of several sign-ins sent at once with
  // one code, exactly one finds the step still unused (or the recovery code still there).
  const spent =
    accepted.kind === 'totp'
      ? await deps.db
          .update(operators)
          .set({ totpLastStep: accepted.step })
          .where(and(eq(operators.id, operator.id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, accepted.step))))
          .returning({ id: operators.id })
      : await deps.db
          .update(operators)
          .set({ recoveryCodeHashes: sql`${operators.recoveryCodeHashes} - ${accepted.hash}::text` })
          .where(and(eq(operators.id, operator.id), sql`${operators.recoveryCodeHashes} @> ${JSON.stringify([accepted.hash])}::jsonb`))
          .returning({ id: operators.id });
  return spent.length === 1;
}

async function audited(deps: AppDeps, request: FastifyRequest, username: string, action: string, outcome: string): Promise<void> {
  await writeAudit(deps.db, { actor: `console:${username}`, action, target: `operator:${username}`, detail: {}, outcome, ...origin(request) });
}

/** The refusal a locked sign-in answers: 429 and when to try again. */
function lockedReply(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof AppError)) throw error;
  const retry = z.object({ retryAfterSeconds: z.number() }).safeParse(error.data);
  const seconds = retry.success ? retry.data.retryAfterSeconds : 60;
  void reply.header('retry-after', String(seconds));
  return refuse(reply, 429, sayTo(request, reply, 'signIn.locked', { wait: waitFor(request, seconds) }));
}

/**
 * Whether the authenticator code is missing or wrong; if so the refusal is sent on `reply`
 * (and a wrong code counted and audited).
 */
async function refusedSecondFactor(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: { operator: Parameters<typeof codeAccepted>[1]; code: string | undefined; failureCounters: Parameters<typeof recordFailure>[1] },
): Promise<boolean> {
  const { operator, code } = attempt;
  if (code === undefined || code === '') {
    refuse(reply, 401, sayTo(request, reply, 'signIn.codeNeeded'), { needsCode: true });
    return true;
  }
  if (await codeAccepted(deps, operator, code)) return false;
  await recordFailure(deps.limiter, attempt.failureCounters);
  await audited(deps, request, operator.username, 'sign-in', refusedOutcome('wrong or used code'));
  refuse(reply, 401, sayTo(request, reply, 'signIn.codeRefused'), { needsCode: true });
  return true;
}

export function serveConsoleSignIn(admin: FastifyInstance, deps: AppDeps): void {
  admin.get(SESSION_ROUTES.session.path, async (request, reply) => {
    const session = await sessionOf(deps, request);
    if (session === null) return refuse(reply, 401, sayTo(request, reply, 'admin.notSignedIn'));
    return reply.send({ ok: true, message: sayTo(request, reply, 'signIn.signedIn'), data: sessionView(session.operator, session.csrfToken) });
  });

  admin.post(SESSION_ROUTES.session.path, async (request, reply) => {
    if (fromAnotherSite(request)) return refuse(reply, 403, sayTo(request, reply, 'signIn.otherSite'));
    const input = ZSignIn.safeParse(parseBody(request.body));
    if (!input.success) return refuse(reply, 400, sayTo(request, reply, 'signIn.giveCredentials'));
    const { username, password, code } = input.data;
    const operator = await findOperator(deps.db, username);
    // The operator's own browser answers to its own counter only; strangers' failures lock strangers.
    const known = operator === null ? null : await knownOperatorDevice(deps.db, operator.id, requestDeviceToken(request));
    const failureCounters = known === null ? counters(username, request.ip) : [{ rule: CONSOLE_FAILURES_PER_DEVICE, subject: `operator-device:${known.id}` }];
    try {
      await guardAttempt(deps.limiter, failureCounters);
    } catch (error) {
      return lockedReply(request, reply, error);
    }
    // An unknown name costs the same scrypt as a wrong password, so timing tells nothing.
    const stored = operator?.passwordHash ?? (await decoyPasswordHash(deps.config.passwordCost));
    const passwordRight = await verifyPassword(password, stored, known === null ? 'open' : 'trusted');
    if (operator === null || operator.disabled || !passwordRight) {
      await recordFailure(deps.limiter, failureCounters);
      await audited(deps, request, username, 'sign-in', refusedOutcome('wrong username or password'));
      return refuse(reply, 401, sayTo(request, reply, 'signIn.wrongCredentials'));
    }
    // Whoever has enrolled proves the authenticator too, also after an owner reset their password
    // (stage `password`): a one-time password alone never opens an enrolled account.
    const isEnrolled = operator.totpSecret !== null;
    if (isEnrolled && (await refusedSecondFactor(deps, request, reply, { operator, code, failureCounters }))) return reply;
    await clearFailures(deps.limiter, failureCounters.slice(0, 1));
    // Password and authenticator both proved: this browser is the operator's from now on.
    if (isEnrolled) await rememberOperatorDevice(deps.db, deps.config, request, reply, operator.id);
    const opened = await openConsoleSession(deps.db, operator.id, origin(request), deps.clock.now());
    await updateOperator(deps.db, operator.id, { lastLoginAt: new Date(deps.clock.now()) });
    await audited(deps, request, operator.username, 'sign-in', AUDIT_OK);
    setSessionCookie(reply, request, deps.config, opened.token);
    return reply.send({ ok: true, message: sayTo(request, reply, 'signIn.signedIn'), data: sessionView(operator, opened.csrfToken) });
  });

  /** The routes below need a session (at any stage) and, since they change something, its CSRF token. */
  async function withSession(request: FastifyRequest, reply: FastifyReply, run: (session: ConsoleSession) => Promise<FastifyReply>): Promise<FastifyReply> {
    const session = await sessionOf(deps, request);
    if (session === null) return refuse(reply, 401, sayTo(request, reply, 'admin.notSignedIn'));
    if (changesSomething(request) && (fromAnotherSite(request) || !csrfHolds(request, session))) return refuse(reply, 403, sayTo(request, reply, 'admin.csrf'));
    return run(session);
  }

  admin.delete(SESSION_ROUTES.session.path, (request, reply) =>
    withSession(request, reply, async (session) => {
      await closeConsoleSession(deps.db, session.id, deps.clock.now());
      await audited(deps, request, session.operator.username, 'sign-out', AUDIT_OK);
      clearSessionCookie(reply, request, deps.config);
      return reply.send({ ok: true, message: sayTo(request, reply, 'signIn.signedOut') });
    }),
  );

  admin.post(SESSION_ROUTES.password.path, (request, reply) =>
    withSession(request, reply, async (session) => {
      const input = ZNewPassword.safeParse(parseBody(request.body));
      if (!input.success) return refuse(reply, 400, sayTo(request, reply, 'password.tooShort'));
      const { operator } = session;
      const failureCounters = counters(operator.username, request.ip);
      try {
        await guardAttempt(deps.limiter, failureCounters);
      } catch (error) {
        return lockedReply(request, reply, error);
      }
      if (!(await verifyPassword(input.data.password, operator.passwordHash, 'trusted'))) {
        await recordFailure(deps.limiter, failureCounters);
        await audited(deps, request, operator.username, 'password-change', refusedOutcome('wrong current password'));
        return refuse(reply, 401, sayTo(request, reply, 'password.wrong'));
      }
      if (input.data.newPassword === input.data.password) return refuse(reply, 422, sayTo(request, reply, 'password.same'));
      const passwordHash = await hashPassword(input.data.newPassword, deps.config.passwordCost, 'trusted');
      // Every other console of this operator closes: whoever knew the old password is out.
      await closeOperatorSessions(deps.db, operator.id, deps.clock.now());
      await updateOperator(deps.db, operator.id, { passwordHash, mustChangePassword: false });
      const opened = await openConsoleSession(deps.db, operator.id, origin(request), deps.clock.now());
      await audited(deps, request, operator.username, 'password-change', AUDIT_OK);
      setSessionCookie(reply, request, deps.config, opened.token);
      return reply.send({ ok: true, message: sayTo(request, reply, 'password.changed'), data: sessionView({ ...operator, passwordHash, mustChangePassword: false }, opened.csrfToken) });
    }),
  );

  admin.post(SESSION_ROUTES.totp.path, (request, reply) =>
    withSession(request, reply, async (session) => {
      const { operator } = session;
      if (stageOf(operator) !== 'totp') return refuse(reply, 409, sayTo(request, reply, 'totp.notNow'));
      const secret = newTotpSecret();
      await updateOperator(deps.db, operator.id, { pendingTotpSecret: secret });
      return reply.send({ ok: true, message: sayTo(request, reply, 'totp.scan'), data: await totpEnrolment(secret, operator.username) });
    }),
  );

  admin.post(SESSION_ROUTES.totpConfirm.path, (request, reply) =>
    withSession(request, reply, async (session) => {
      const { operator } = session;
      const input = ZCode.safeParse(parseBody(request.body));
      if (!input.success) return refuse(reply, 400, sayTo(request, reply, 'signIn.codeNeeded'));
      if (stageOf(operator) !== 'totp' || operator.pendingTotpSecret === null) return refuse(reply, 409, sayTo(request, reply, 'totp.startFirst'));
      const step = await acceptedTotpStep(operator.pendingTotpSecret, input.data.code, deps.clock.now(), null);
      if (step === null) return refuse(reply, 422, sayTo(request, reply, 'totp.codeWrong'));
      const recoveryCodes = newRecoveryCodes();
      const enrolled = { totpSecret: operator.pendingTotpSecret, pendingTotpSecret: null, totpLastStep: step, recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) };
      await updateOperator(deps.db, operator.id, enrolled);
      // The first sign-in is complete here: the browser it was made in is the operator's.
      await rememberOperatorDevice(deps.db, deps.config, request, reply, operator.id);
      await audited(deps, request, operator.username, 'totp-enrol', AUDIT_OK);
      return reply.send({ ok: true, message: sayTo(request, reply, 'totp.enrolled'), data: { session: sessionView({ ...operator, ...enrolled }, session.csrfToken), recoveryCodes } });
    }),
  );
}

/** The admin API reads bodies as text (admin-request.ts); an empty or broken one is `{}`, which the schemas refuse. */
function parseBody(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return {};
  }
}
