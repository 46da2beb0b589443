import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CODE, type ApiPath, type AppLanguage } from '@meridian/protocol';
import type { AppDeps } from '../deps.js';
import type { CallDevice } from '../security/device-cookie.js';
import type { MemberSession } from '../security/sessions.js';
import { AppError } from './app-error.js';
import { refusingControlCharacters } from './control-characters.js';

/** What a handler gets: the validated payload and who is asking, in which language, from where. */
export interface CallContext<Input> {
  input: Input;
  deps: AppDeps;
  language: AppLanguage;
  ip: string;
  userAgent: string;
  /** Where the app was loaded from (`https://host[:port]`), for links the member shares. */
  origin: string;
  log: FastifyBaseLogger;
  /** The caller's login; always set on non-public paths, null on public ones. */
  session: MemberSession | null;
  /** The browser's device cookie (security/device-cookie.ts). */
  device: CallDevice;
}

/** What a call with a large body checks before any of the body is read. */
export interface AdmissionContext {
  deps: AppDeps;
  ip: string;
  /** As in CallContext: set on member calls, which a missing or stale token never reaches. */
  session: MemberSession | null;
}

/**
 * A call whose body may be larger than the default limit (an upload). Such a body is received only
 * from someone the call would serve: `admit` runs first, with the token checked and before any
 * of the body is read, and refuses by throwing an AppError (a limit per member and per address).
 */
export interface LargeBody {
  /** The most bytes of the body as sent (the envelope's text). */
  readonly limit: number;
  readonly admit: (context: AdmissionContext) => Promise<void>;
  /** The answer to a body over `limit`, which is never read on. */
  readonly tooLarge: AppError;
}

/** One call, its generics erased so that every call can sit in one list. */
export interface CallDefinition {
  readonly path: ApiPath;
  readonly request: z.core.$ZodType;
  readonly response: z.core.$ZodType;
  /** A public call that answers more when a valid token comes along (its session is then set). */
  readonly readsOptionalSession?: boolean;
  /** Absent for every call but uploads: their bodies are limited to DEFAULT_BODY_LIMIT_BYTES. */
  readonly largeBody?: LargeBody;
  readonly handler: (context: CallContext<unknown>) => Promise<unknown>;
}

/**
 * Declares a call: its path, the protocol schema its payload must pass, the schema its answer
 * follows, and the handler. The wrapper (serve-calls.ts) does the envelope, validation, token,
 * maintenance gate and the `{code, msg, data}` answer around it.
 */
/**
 * Every payload is a closed object: a field a call does not take is refused with INVALID_PARAMS
 * instead of being ignored, so a client learns at once that it sent something wrong and nothing
 * unexpected can ride along. Done here once rather than in each of the contract's schemas, which
 * the app also uses to check its forms.
 */
function closed(request: z.core.$ZodType): z.core.$ZodType {
  // The contract's schemas are zod/mini ones (packages/protocol): closed as `.strict()` closes a
  // classic object, by a copy whose unknown keys are refused, refinements and all.
  if (request instanceof z.core.$ZodObject) return z.clone(request, { ...request._zod.def, catchall: z.never() });
  return request;
}

export function defineCall<Request extends z.core.$ZodType, Response extends z.core.$ZodType>(definition: {
  path: ApiPath;
  request: Request;
  response: Response;
  readsOptionalSession?: boolean;
  largeBody?: LargeBody;
  handler: (context: CallContext<z.output<Request>>) => Promise<z.input<Response>>;
}): CallDefinition {
  return {
    path: definition.path,
    // The payload's every text, whatever its field, is free of control characters (control-characters.ts).
    request: refusingControlCharacters(closed(definition.request), 'rule.controlCharacter'),
    response: definition.response,
    ...(definition.readsOptionalSession ? { readsOptionalSession: true } : {}),
    ...(definition.largeBody ? { largeBody: definition.largeBody } : {}),
    // serve-calls.ts parses the payload with `request` before calling, so the input has its type.
    handler: (context) => definition.handler(context as CallContext<z.output<Request>>),
  };
}

/** The caller's login in a member call (the wrapper has already refused calls without one). */
export function requireSession(context: CallContext<unknown>): MemberSession {
  if (!context.session) throw new AppError(CODE.SESSION_INVALID, 'error.sessionInvalid');
  return context.session;
}
