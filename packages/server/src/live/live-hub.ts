import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import {
  LIVE_EVENT,
  OPERATOR_NAMESPACE,
  SOCKET_MESSAGE_EVENT,
  SOCKET_PATH,
  type EnvelopeCodec,
  type LiveEventName,
  type LivePushOf,
  type OperatorEventName,
  type OperatorPushOf,
} from '@meridian/protocol';
import type { DbOrTx } from '../db/types.js';
import { findSessionByAccessToken, type MemberSession } from '../security/sessions.js';
import { createOwnRooms } from './own-rooms.js';
import { socketCaps, type SocketCapsOptions } from './socket-caps.js';
import { withTraceContext } from './traced-adapter.js';

export interface OperatorNamespace {
  /** Emits one of the protocol's OPERATOR_EVENTS, with what its schema describes, to a room of operators. */
  emit<E extends OperatorEventName>(room: string, event: E, content: OperatorPushOf<E>): void;
  /** Sockets in the room, on every process. */
  count(room: string): Promise<number>;
}

/**
 * socket.io's typed events: the operators' namespace emits the protocol's OPERATOR_EVENTS as plain
 * JSON (their contents typed by OperatorNamespace.emit, which socket.io's own types cannot follow
 * through a generic event), the member channel one event whose payload is the envelope of a
 * LIVE_EVENTS push (typed by publish).
 */
interface ServerToClient extends Record<OperatorEventName, (content: unknown) => void> {
  [SOCKET_MESSAGE_EVENT]: (payload: string, notAnOffset?: typeof NOT_AN_OFFSET) => void;
}

/**
 * Sent after the payload of a push emitted to this process's sockets alone (the prices' second, a
 * kick). socket.io's client takes the last argument of every message, when it is a string, as its
 * place in the kept pushes, which it names to be sent what it missed after a drop; a push kept
 * through the adapter carries that place there, but one emitted locally does not, and its payload,
 * a string, then stood for the place: with a price every second no client could ever be recovered
 * (found by the cluster suite). A number is not taken for a place, and the app reads only the payload.
 */
const NOT_AN_OFFSET = 0;
interface SocketData {
  /** null for an anonymous visitor: they get public pushes only. */
  session: MemberSession | null;
}
type LiveServer = Server<Record<string, never>, ServerToClient, Record<string, never>, SocketData>;

export interface LiveTarget {
  /** Only this member's sockets. */
  memberId?: number;
  /** Only the sockets of this login. */
  sessionId?: number;
  /** Only this process's sockets: for news every process learns by itself (maintenance, the prices' second). */
  localOnly?: boolean;
  /**
   * Only this process's sockets too, but kept with the pushes a socket that drops is sent when it
   * comes back (connection state recovery), to whichever process: for events every process hears
   * by itself from the live bus and each emits to its own sockets (live-bus.ts, money-changes.ts).
   * The push goes through the adapter to this process's own rooms (ownRoom), so it is stored once
   * per process and replayed only to a socket that was in this process's room when it dropped.
   */
  keptForThisProcess?: boolean;
  /** Only this one socket (socket.io's id): the prices a socket is greeted with. */
  socketId?: string;
}

/** The live channel (spec section 7): socket.io on the app's own HTTP server, at /socket.io. */
export interface LiveHub {
  /**
   * Emits `message_event` with the envelope of `{event, content}`; to everyone unless targeted.
   * `content` is what the protocol's LIVE_EVENTS schema of `event` describes, and nothing else.
   */
  publish<E extends LiveEventName>(event: E, content: LivePushOf<E>, target?: LiveTarget): void;
  /**
   * Tells the sockets of a login they are signed out, then disconnects them; `localOnly` for a
   * kick every process hears by itself (live-bus.ts).
   */
  kickSessions(sessionIds: readonly number[], reason: string, target?: Pick<LiveTarget, 'localOnly'>): void;
  /**
   * Called with each socket that connects anew (not one that came back and was sent what it
   * missed): the market greets it with the prices at once (app.ts). Through the adapter, that push
   * also gives the client its first position in the pushes, which it needs to be sent what it
   * misses if its connection drops before any other push reached it.
   */
  onNewSocket(listener: (socketId: string) => void): void;
  /** Sockets connected to this process. */
  socketCount(): number;
  /** Members with at least one socket open, on every process (through the adapter with Redis). */
  onlineMembers(): Promise<number>;
  /**
   * The operators' namespace (OPERATOR_NAMESPACE): a socket whose handshake `authenticate` answers
   * rooms for (it reads the console's cookie and the operator's role) joins those rooms; others are
   * refused. Members' sockets, on the default namespace, never see what is emitted here. Returns
   * how to emit to one room of operators on every process, and how many sockets a room has.
   */
  openOperatorNamespace(authenticate: (cookieHeader: string | undefined) => Promise<readonly string[]>): OperatorNamespace;
  /**
   * Ends the session of every socket of this process with a socket.io "disconnect": the app
   * connects again at once, is not sent what it missed (there is nothing to send: this process did
   * not hear it) and so reads again what it shows. For a process whose live bus was lost a while
   * (live-bus.ts): pushes may have gone by unheard, and no socket should miss one silently.
   */
  resyncSockets(): void;
  /**
   * Closes every socket's connection without a socket.io "disconnect" (which a client takes as
   * final): each client sees its transport close and reconnects by itself, to another process.
   */
  close(): Promise<void>;
}

const memberRoom = (memberId: number) => `member:${memberId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

export interface LiveHubOptions {
  db: DbOrTx;
  envelope: EnvelopeCodec;
  log: FastifyBaseLogger;
  /** Added to the channel's own HTTP answers, which go past Fastify (http/security-headers.ts). */
  responseHeaders?: Readonly<Record<string, string>>;
  /** With Redis, pushes fan out to the sockets of every process (a Redis stream), and a client's missed pushes are kept there. */
  redis?: { client: Redis; keyPrefix: string };
  /** Sockets open at once per address and per member (socket-caps.ts). */
  caps: SocketCapsOptions;
}

/**
 * A connection that has joined no namespace this long after its handshake is closed (socket.io's
 * default is 45 s): the app joins at once, and a refused client should not hold its connection.
 */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * The heartbeat: a ping every 10 s, and a client that has heard none for 15 s takes its connection
 * as dead and reconnects (through the balancer, to a process that answers). socket.io's defaults,
 * 25 s and 20 s, leave a client attached to a host cut off by the network for 45 s, missing every
 * push meanwhile; the cost is a few bytes every 10 s beside a price push every second.
 */
const PING_INTERVAL_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

/**
 * A client whose connection dropped (a tunnel, a lift, a process that stopped) and that comes back
 * within this long gets what was pushed meanwhile, once each and in order, and keeps its rooms
 * (socket.io's connection state recovery; socket.io-client asks for it by itself). Its token is
 * checked again as at any connection, and the rooms it keeps are those the token still gives.
 */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/** The sockets' rooms other than its own id: all of them but `allowed` are left (a login ended while it was away). */
function keepOnlyRooms(socket: { id: string; rooms: ReadonlySet<string>; leave(room: string): unknown }, allowed: readonly string[]): void {
  for (const room of socket.rooms) if (room !== socket.id && !allowed.includes(room)) void socket.leave(room);
}

/** socket.io on the HTTP server (none: publishing only), with the Redis adapter when there is Redis. */
function openServer(httpServer: HttpServer | null, options: LiveHubOptions, caps: ReturnType<typeof socketCaps>): LiveServer {
  const serverOptions = {
    path: SOCKET_PATH,
    serveClient: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    allowRequest: caps.allowRequest,
    // The middlewares run again for a client that comes back: its token may have ended meanwhile.
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
  };
  const io: LiveServer = httpServer ? new Server(httpServer, serverOptions) : new Server(serverOptions);
  if (options.redis) {
    // A stream rather than pub/sub: a process that loses Redis for a moment reads on from where it
    // was, and the sessions of clients that dropped are kept there, so one that comes back to
    // another process (this one stopped) still gets what it missed.
    const prefix = options.redis.keyPrefix;
    io.adapter(withTraceContext(createAdapter(options.redis.client, { streamName: `${prefix}socket.io`, channelPrefix: `${prefix}socket.io`, sessionKeyPrefix: `${prefix}sio:session:` })));
  }

  const { responseHeaders } = options;
  if (responseHeaders && httpServer) {
    io.engine.on('headers', (headers: Record<string, string>) => {
      Object.assign(headers, responseHeaders);
    });
  }

  return io;
}

/**
 * `httpServer` null: a process without the live role (ops/roles.ts). It accepts no connection (its
 * /socket.io/ is not served), but still publishes: through the Redis adapter, which a split of roles
 * requires, its pushes reach the sockets of the processes that hold the role.
 */
export function createLiveHub(httpServer: HttpServer | null, options: LiveHubOptions): LiveHub {
  const caps = socketCaps(options.caps);
  const io = openServer(httpServer, options, caps);
  /** The namespaces this process opened, whose adapters close with it. */
  const opened: Namespace[] = [io.of('/')];
  io.use(caps.perAddress);
  // The token comes in the address, as the spec has it; the logs never show it (ops/log-redaction.ts).
  io.use((socket, next) => {
    const token = socket.handshake.query.token;
    socket.data.session = null;
    if (typeof token !== 'string' || token === '') {
      next();
      return;
    }
    // A bad token is not an error: the visitor is simply anonymous.
    findSessionByAccessToken(options.db, token)
      .then((session) => {
        socket.data.session = session;
        next();
      })
      .catch((error: unknown) => {
        options.log.error({ err: error }, 'live channel authentication failed');
        next();
      });
  });
  io.use(caps.perMember);

  const ownRooms = createOwnRooms();
  const newSocketListeners: ((socketId: string) => void)[] = [];
  io.on('connection', (socket) => {
    const session = socket.data.session;
    const plain = session ? [memberRoom(session.memberId), sessionRoom(session.sessionId)] : [];
    const rooms = [...plain, ...ownRooms.of(plain)];
    // Back from another process (or with a login that ended): its old process's rooms are left once
    // what it missed there has been replayed, so that exactly one process sends it each push again.
    if (socket.recovered) keepOnlyRooms(socket, rooms);
    void socket.join(rooms);
    // A socket that may come back is still owed what its rooms are sent meanwhile (publish).
    socket.on('disconnecting', () => {
      ownRooms.dropped(socket.rooms, Date.now() + RECOVERY_WINDOW_MS);
    });
    if (!socket.recovered) for (const listener of newSocketListeners) listener(socket.id);
  });

  const encode = <E extends LiveEventName>(event: E, content: LivePushOf<E>) => options.envelope.encode({ event, content });

  const publish: LiveHub['publish'] = (event, content, target = {}) => {
    const base = target.localOnly ? io.local : io;
    const addressed = [
      ...(target.socketId === undefined ? [] : [target.socketId]),
      ...(target.memberId === undefined ? [] : [memberRoom(target.memberId)]),
      ...(target.sessionId === undefined ? [] : [sessionRoom(target.sessionId)]),
    ];
    const kept = target.keptForThisProcess === true;
    const rooms = kept ? ownRooms.addressing(addressed) : addressed;
    // For this process's sockets only, and none of them in those rooms (a member offline, as most
    // are when thousands of contracts settle at once): nothing to encrypt or send; nor to keep,
    // unless one of them dropped lately and may come back for it.
    const present = (room: string) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0 || (kept && ownRooms.awaited(room, Date.now()));
    if ((target.localOnly || kept) && rooms.length > 0 && !rooms.some(present)) return;
    const payload = encode(event, content);
    const to = rooms.length > 0 ? base.to(rooms) : base;
    if (target.localOnly) to.emit(SOCKET_MESSAGE_EVENT, payload, NOT_AN_OFFSET);
    else to.emit(SOCKET_MESSAGE_EVENT, payload);
  };

  return {
    publish,
    onNewSocket(listener) {
      newSocketListeners.push(listener);
    },
    kickSessions(sessionIds, reason, target = {}) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      const base = target.localOnly ? io.local : io;
      const kick = encode(LIVE_EVENT.kickOutMember, { reason });
      if (target.localOnly) base.to(rooms).emit(SOCKET_MESSAGE_EVENT, kick, NOT_AN_OFFSET);
      else base.to(rooms).emit(SOCKET_MESSAGE_EVENT, kick);
      // Not closing the connection at once lets the message above go out first.
      base.in(rooms).disconnectSockets(false);
    },
    socketCount: () => (httpServer ? io.engine.clientsCount : 0),
    openOperatorNamespace(authenticate) {
      const operators = io.of(OPERATOR_NAMESPACE);
      opened.push(operators);
      operators.use((socket, next) => {
        authenticate(socket.handshake.headers.cookie)
          .then((rooms) => {
            if (rooms.length === 0) {
              next(new Error('unauthorized'));
              return;
            }
            // Back after a dropped connection: only the rooms the operator's role still gives.
            if (socket.recovered) keepOnlyRooms(socket, rooms);
            void socket.join([...rooms]);
            next();
          })
          .catch((error: unknown) => {
            options.log.error({ err: error }, 'operator channel authentication failed');
            next(new Error('unauthorized'));
          });
      });
      return {
        emit(room, event, content) {
          // Typed by the signature above; socket.io's own types cannot follow a generic event name.
          const name: OperatorEventName = event;
          operators.to(room).emit(name, content);
        },
        async count(room) {
          return (await operators.in(room).fetchSockets()).length;
        },
      };
    },
    async onlineMembers() {
      const sockets = await io.fetchSockets();
      return new Set(sockets.flatMap((socket) => (socket.data.session ? [socket.data.session.memberId] : []))).size;
    },
    resyncSockets() {
      io.local.disconnectSockets(false);
    },
    async close() {
      if (httpServer) {
        await io.close();
        return;
      }
      // Never attached to HTTP (a process without the live role): socket.io's close would reach for
      // an engine this process never had. What it has to close is each namespace's adapter (the
      // reader of the Redis stream).
      for (const namespace of opened) await namespace.adapter.close();
    },
  };
}
