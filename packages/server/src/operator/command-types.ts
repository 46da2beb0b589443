import type { Decimal } from 'decimal.js';
import { z } from 'zod';
import { extend, literal, type ZodMiniLiteral, type ZodMiniObject } from 'zod/mini';
import type { ADMIN_INPUTS, ADMIN_ROUTES, AdminCommandName, AdminOutput, AdminRoute, HELD_COMMANDS, PathParams } from '@meridian/protocol';
import type { CoinPayouts } from '../chain/chain-config.js';
import type { WalletNetwork } from '../chain/wallets/wallet-networks.js';
import type { InvalidationTarget } from '../db/invalidation-bus.js';
import { ZSaidMessage } from '../i18n/console/console-translate.js';
import type { DbOrTx, Tx } from '../db/types.js';
import type { PriceFeedState } from '../market/price-feed-state.js';
import type { ScryptCost } from '../security/passwords.js';
import type { SettingKey } from '../settings/setting-schemas.js';
import type { OperatorRole } from './operator-roles.js';
import type { CsvExport } from './csv-export.js';
import type { DocumentLinks } from '../kyc/document-links.js';

/**
 * What an operator command is made of. Each command is one `defineCommand` in
 * `commands/<name>.ts`; `commands/index.ts` lists them, and the CLI, the admin API, the audit log
 * and docs/operators.md all read them from there. This module imports no command, so every
 * command and every reader of the registry can import it without a cycle.
 */

/** `text` for a person; `data`, when there is something to read by program (the admin API answers it). */
export const ZCommandOutcome = z.object({
  ok: z.boolean(),
  text: z.string(),
  data: z.unknown().optional(),
  /** The admin API's HTTP status for a refusal when it is not 422: 400 (a malformed value), 404 (no such record), 409 (already handled). */
  /** 202 when a second operator must approve it first (four eyes). */
  status: z.union([z.literal(202), z.literal(400), z.literal(404), z.literal(409)]).optional(),
  /**
   * The message by its key (i18n/console), when it has one: the admin API answers it in the
   * operator's language; `text` is its English, which the CLI prints.
   */
  say: ZSaidMessage.optional(),
});
/**
 * A command's outcome, its `data` of the type the contract gives it (AdminOutput): `unknown` where
 * any command's outcome may be (the audit log, request ids), `never` for one that has none.
 */
export type CommandOutcome<Data = unknown> = Omit<z.infer<typeof ZCommandOutcome>, 'data'> & { data?: Data };
/** An outcome without data: a refusal, or a sentence alone. */
export type PlainOutcome = CommandOutcome<never>;

/** The commands four eyes may hold, and what they answer once approved. */
export type HeldCommandName = (typeof HELD_COMMANDS)[number];
export type HeldOutcome = CommandOutcome<AdminOutput<HeldCommandName>>;

/** What the process running a command has besides the database. */
export interface CommandContext {
  /** The running server's caches, which forget ended sessions and balances at once (the CLI has none). */
  caches?: InvalidationTarget;
  /** Who gives the command, for the audit log: `cli:<os user>` (the default), `api:<token name>` or `console:<operator>`. */
  actor?: string;
  /** Where an HTTP request came from, for the audit log (absent for the CLI). */
  origin?: { ip: string; userAgent: string };
  /**
   * Set by runCommand for an approval: runs a held command (as kept, parsed again by the
   * registry's schema) in the approval's transaction, without asking for approval again.
   */
  performApproved?: (tx: Tx, command: unknown) => Promise<HeldOutcome>;
  /** Set by runCommand: whether the console operator giving the command may run a held `command` themselves. */
  mayDecide?: (command: unknown) => boolean;
  /** The networks whose coin withdrawals the signer sends (config: CHAIN_SIGNER); approving one queues its transfer. */
  coinPayouts?: CoinPayouts;
  /** The networks whose platform wallets the Wallets screen shows (the running server's; absent in the CLI on the database). */
  walletNetworks?: () => readonly WalletNetwork[];
  /** How many members have the app open now (the running server's live channel; absent in the CLI). */
  onlineMembers?: () => Promise<number>;
  /**
   * The price feed as the running server sees it (absent in a CLI on the database: it has no
   * market), read through the command's own connection (PGlite has one: another read would wait for it).
   */
  priceFeed?: (db: DbOrTx) => Promise<PriceFeedState>;
  /** The scrypt cost of new operator passwords (the server's setting; OWASP's for the CLI). */
  passwordCost?: ScryptCost;
  /** DATA_DIR: where images the operator publishes are kept (served under /uploads/). */
  dataDir?: string;
  /** The running server's settings, which forget a changed setting once the change is committed. */
  settings?: { forget(key: SettingKey): void };
  /**
   * The console operator's role, when a console operator gives the command (absent for the CLI
   * and scripts, which run everything): a second operator may approve only what their role may run.
   */
  role?: OperatorRole;
  /** Signs links to identity pictures for the console (the running server's, when it has a vault key). */
  documentLinks?: DocumentLinks;
}

/** A command's effect always knows who gives it (runCommand fills in the CLI's user). */
export type EffectContext = CommandContext & { actor: string };

/** How `--flag value` becomes a field. */
export type FlagKind =
  /** A word or sentence, as typed. */
  | 'text'
  /** Digits become a number; anything else is left for the schema to refuse. */
  | 'int'
  /** Like int, but more than 500 is read as 500 (a list's length, not a mistake worth refusing). */
  | 'limit'
  /** true or false. */
  | 'bool'
  /** A flag without a value: present means true. */
  | 'switch'
  /** A JSON value. */
  | 'json'
  /** Text, or `none` to clear it (a time or a link). */
  | 'clearable'
  /** A path to a PNG or JPEG file, sent as base64 (the server may run elsewhere). */
  | 'image';

/** `--<key> value` fills `field`; `placeholder` is what the usage shows for the value (`<n>`, `<lang>` …). */
export type Flag<Field extends string = string> = readonly [field: Field, kind: FlagKind, placeholder?: string];

/** A word on the line in its place: `<order no>`, or, when `rest`, every word left (`<reason…>`). */
export interface Positional<Field extends string = string> {
  field: Field;
  label: string;
  kind?: 'text' | 'int';
  rest?: true;
}

/** One way to type the command: `recharge approve <order no>`, `goods-set <id> [--price <p>] …`. */
export interface CommandLineForm<Field extends string = string> {
  /** The words naming it, when they are not the command's name (`recharge approve`). */
  words?: readonly [string, ...string[]];
  positionals?: readonly Positional<Field>[];
  /** By flag name without the dashes: `{ price: ['price', 'text', '<p>'] }`. */
  flags?: Readonly<Record<string, Flag<Field>>>;
  /** Fields this form sets itself (`maintenance off`) or that a flag may override (`limit: 20`). */
  fixed?: Readonly<Partial<Record<Field, unknown>>>;
}

/** A route of the admin API, as the contract writes it (protocol admin/admin-route.ts). */
export { pathParamsOf, type AdminRoute, type BodySize } from '@meridian/protocol';

/** Every field a command's routes fill from their path and query: each must be one of the command's. */
type RouteOf<Name extends AdminCommandName> = (typeof ADMIN_ROUTES)[Name][number];
type QueryFieldOf<Route> = Route extends { query: infer Query } ? keyof Query : never;
type NumberFieldOf<Route> = Route extends { numbers: readonly (infer Field)[] } ? Field : never;
type PathFieldOf<Route> = Route extends { path: infer Path extends string } ? keyof PathParams<Path> : never;
type RouteField<Name extends AdminCommandName> = QueryFieldOf<RouteOf<Name>> | NumberFieldOf<RouteOf<Name>> | PathFieldOf<RouteOf<Name>>;

/**
 * A command's routes: the contract's for its name (none: the command line's alone). `never` (the
 * command does not compile) when a route fills a field the command does not have.
 */
type RoutesFor<Name extends AdminCommandName, Command> = [RouteField<Name>] extends [FieldOf<Command>] ? (typeof ADMIN_ROUTES)[Name] : never;

/**
 * A command that needs a second operator: above an amount (which threshold, and the command's
 * amount; null: none), or, for a change of terms, whenever `held` says so (settings-duties.ts).
 */
export type FourEyesRule<Command = { name: string }> =
  | {
      kind: 'adjustment' | 'withdrawal';
      amount: (tx: Tx, command: Command) => Promise<Decimal | null>;
      /** The order it decides: one approval waits per order, and a second hold answers the first. */
      orderOf?: (command: Command) => string;
    }
  | { kind: 'terms'; held: (command: Command) => boolean }
  /**
   * Whatever the amount (money that returns on an operator's word, as a send failed and refunded):
   * one approval waits per `orderOf`; `amount`, when there is one, is what the checker is shown.
   */
  | { kind: 'always'; orderOf: (command: Command) => string; amount?: (tx: Tx, command: Command) => Promise<Decimal | null>; heldKey?: HeldAlwaysKey };

/** What a command held whatever its amount says while it waits: money returning (the default), or an identity approved. */
export type HeldAlwaysKey = 'fourEyes.heldAlways' | 'fourEyes.heldIdentity';

/** The sections of the CLI's help and of docs/operators.md, in the order shown. */
export const COMMAND_GROUPS = {
  platform: 'Members and the platform',
  money: 'Money',
  terms: 'Product terms and settings (changed terms apply to new orders only; existing orders keep theirs)',
  content: 'Content',
  system: 'Operators and the audit log',
} as const;
export type CommandGroup = keyof typeof COMMAND_GROUPS;

/** Every command's schema: the contract's fields (ADMIN_INPUTS) and a `name` that is the command's name. */
type NamedSchema<Name extends string> = ZodMiniObject<{ name: ZodMiniLiteral<Name> } & z.core.$ZodShape, z.core.$ZodObjectConfig>;
/** A command's fields as the contract writes them (protocol admin/admin-inputs.ts). */
type FieldsSchema = ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;
type FieldOf<Command> = Exclude<keyof Command, 'name'> & string;

/** What every command's author writes: see any file in commands/. */
interface CommandSpecBase<Name extends AdminCommandName, Fields extends FieldsSchema, Command> {
  name: Name;
  /**
   * `ADMIN_INPUTS[name]`: the contract's fields of the command, without `name` (`z.object` ignores
   * unknown ones, `z.strictObject` refuses them). What needs the database is checked by the effect.
   */
  fields: Fields & (typeof ADMIN_INPUTS)[Name];
  group: CommandGroup;
  /** One line for the help and the docs: what it does, in the operator's words. */
  summary: string;
  line: CommandLineForm<FieldOf<Command>> | readonly [CommandLineForm<FieldOf<Command>>, ...CommandLineForm<FieldOf<Command>>[]];
  /** `ADMIN_ROUTES[name]`: the contract's routes of the command. */
  routes: RoutesFor<Name, Command>;
}

/**
 * A read of lists and totals: not in the audit log (the console pages through them all day; the
 * log keeps actions, and opening one member's record), never held for a second operator, and run
 * on the pool without a transaction, so a list's page and its count go to two connections at once
 * instead of queueing on one.
 */
interface ReadSpec<Name extends AdminCommandName, Fields extends FieldsSchema, Command> extends CommandSpecBase<Name, Fields, Command> {
  /** Its answer's data is of the contract's type for the command (AdminOutput). */
  effect: (db: DbOrTx, command: Command, context: EffectContext) => Promise<CommandOutcome<AdminOutput<Name>>>;
}

/** An action, or a read of one record: in one transaction with its audit row. */
interface ActionSpec<Name extends AdminCommandName, Fields extends FieldsSchema, Command> extends CommandSpecBase<Name, Fields, Command> {
  /**
   * How the audit log records it: what it acted on (absent: nothing in particular, or a record
   * that has no id until it is made, which the result names) and whether its answer, what it
   * changed, is kept too.
   */
  audit: { target?: (command: Command) => string; keepsResult?: true };
  /** The settings it changes, which the running server forgets once the change is committed. */
  changesSettings?: (command: Command) => readonly SettingKey[];
  /** Above an amount, held until a second operator approves it. */
  fourEyes?: FourEyesRule<Command>;
  /**
   * A refusal known before the command could be held for a second operator (no such member, a
   * value its setting refuses): a command that cannot run is answered now, never held.
   */
  precheck?: (tx: Tx, command: Command) => Promise<CommandOutcome | null>;
  /**
   * It moves money: it takes a `requestId` (its own field), and a repeat of the same id answers
   * the first run's answer (operator-requests.ts). `required`: the admin API refuses it without
   * one (the CLI makes one per call); `optional`: the record it acts on keys it already.
   */
  once?: 'required' | 'optional';
  /**
   * An export: its routes answer, once the effect (audited) has succeeded, the rows as a CSV file
   * streamed from the database (csv-export.ts) instead of JSON.
   */
  csv?: CsvExport<Command>;
  /**
   * The pending order it decides: refused (409) while another operator holds that order
   * (order-claims.ts), and the hold is let go once the order is decided.
   */
  decides?: (command: Command) => string;
  /** Its answer's data is of the contract's type for the command (AdminOutput). */
  effect: (tx: Tx, command: Command, context: EffectContext) => Promise<CommandOutcome<AdminOutput<Name>>>;
}


/** A command as the registry uses it: its spec, with its schema and its operations for any command. */
export interface CommandDefinition<Name extends string = string, Schema extends NamedSchema<Name> = NamedSchema<Name>> {
  name: Name;
  /** The contract's fields (ADMIN_INPUTS[name]), the very schema: the registry's tests hold it to that. */
  fields: FieldsSchema;
  schema: Schema;
  group: CommandGroup;
  summary: string;
  lines: readonly [CommandLineForm, ...CommandLineForm[]];
  routes: readonly AdminRoute[];
  /** Whether it is written to the audit log, and with its answer. */
  logged: boolean;
  keepsResult: boolean;
  /** These take any parsed command (the registry's union) and refuse one of another name. */
  targetOf(command: { name: string }): string;
  settingsChangedBy(command: { name: string }): readonly SettingKey[];
  fourEyes?: FourEyesRule;
  precheck?: (tx: Tx, command: { name: string }) => Promise<CommandOutcome | null>;
  once?: 'required' | 'optional';
  csv?: CsvExport<{ name: string }>;
  decides?: (command: { name: string }) => string;
  perform(tx: Tx, command: { name: string }, context: EffectContext): Promise<CommandOutcome>;
  /** A read's effect, run without a transaction (absent for actions). */
  read?: (db: DbOrTx, command: { name: string }, context: EffectContext) => Promise<CommandOutcome>;
}

type Operations = Pick<CommandDefinition, 'logged' | 'keepsResult' | 'targetOf' | 'settingsChangedBy' | 'perform' | 'read' | 'fourEyes' | 'precheck' | 'once' | 'csv' | 'decides'>;

/** A command's own type, from any command the registry hands over (it has parsed them: the name decides the shape). */
function narrowerTo<Name extends AdminCommandName, Command extends { name: string }>(spec: CommandSpecBase<Name, FieldsSchema, Command>): (command: { name: string }) => Command {
  const own = (command: { name: string }): command is Command => command.name === spec.name;
  return (command) => {
    if (!own(command)) throw new Error(`${command.name} is not ${spec.name}`);
    return command;
  };
}

/** A command's four-eyes rule as a rule on any command the registry hands over. */
function fourEyesOf<Command>(rule: FourEyesRule<Command>, mine: (command: { name: string }) => Command): FourEyesRule {
  if (rule.kind === 'terms') return { kind: 'terms', held: (command) => rule.held(mine(command)) };
  if (rule.kind === 'always') {
    const { amount, heldKey } = rule;
    return {
      kind: 'always',
      orderOf: (command) => rule.orderOf(mine(command)),
      ...(amount === undefined ? {} : { amount: (tx: Tx, command: { name: string }) => amount(tx, mine(command)) }),
      ...(heldKey === undefined ? {} : { heldKey }),
    };
  }
  const { orderOf } = rule;
  return {
    kind: rule.kind,
    amount: (tx, command) => rule.amount(tx, mine(command)),
    ...(orderOf === undefined ? {} : { orderOf: (command: { name: string }) => orderOf(mine(command)) }),
  };
}

/** The spec's typed functions as operations on any command the registry hands over. */
function actionOperations<Name extends AdminCommandName, Command extends { name: string }>(spec: ActionSpec<Name, FieldsSchema, Command>): Operations {
  const mine = narrowerTo(spec);
  const { audit, changesSettings, effect, fourEyes, precheck, once, csv, decides } = spec;
  return {
    ...(decides === undefined ? {} : { decides: (command: { name: string }) => decides(mine(command)) }),
    ...(fourEyes === undefined ? {} : { fourEyes: fourEyesOf(fourEyes, mine) }),
    ...(precheck === undefined ? {} : { precheck: (tx: Tx, command: { name: string }) => precheck(tx, mine(command)) }),
    ...(once === undefined ? {} : { once }),
    ...(csv === undefined
      ? {}
      : {
          csv: {
            list: csv.list,
            columns: csv.columns,
            rows: (db, command, before, limit) => csv.rows(db, mine(command), before, limit),
            count: (db, command, limit) => csv.count(db, mine(command), limit),
          } satisfies CsvExport<{ name: string }>,
        }),
    logged: true,
    keepsResult: audit.keepsResult === true,
    targetOf: (command) => (audit.target === undefined ? '' : audit.target(mine(command))),
    settingsChangedBy: (command) => changesSettings?.(mine(command)) ?? [],
    perform: (tx, command, context) => effect(tx, mine(command), context),
  };
}

function readOperations<Name extends AdminCommandName, Command extends { name: string }>(spec: ReadSpec<Name, FieldsSchema, Command>): Operations {
  const mine = narrowerTo(spec);
  const read = (db: DbOrTx, command: { name: string }, context: EffectContext) => spec.effect(db, mine(command), context);
  return { logged: false, keepsResult: false, targetOf: () => '', settingsChangedBy: () => [], perform: read, read };
}

function definitionFrom<Name extends AdminCommandName, Schema extends NamedSchema<Name>, Command>(
  spec: CommandSpecBase<Name, FieldsSchema, Command>,
  schema: Schema,
  operations: Operations,
): CommandDefinition<Name, Schema> {
  return {
    name: spec.name,
    fields: spec.fields,
    schema,
    group: spec.group,
    summary: spec.summary,
    lines: isFormList(spec.line) ? spec.line : [spec.line],
    routes: spec.routes,
    ...operations,
  };
}

/** One command that acts (or reads one record): its spec becomes the definition the registry lists. */
export function defineCommand<const Name extends AdminCommandName, Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  spec: ActionSpec<Name, ZodMiniObject<Shape, Config>, z.output<ZodMiniObject<Shape, Config>> & { name: Name }>,
) {
  // The contract's objects are zod/mini ones, which have no `.extend` method: mini's own extend keeps the field schemas as they are.
  const schema = extend(spec.fields, { name: literal(spec.name) });
  return definitionFrom(spec, schema, actionOperations(spec));
}

/** One read of lists and totals (ReadSpec): not audited, run without a transaction. */
export function defineRead<const Name extends AdminCommandName, Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  spec: ReadSpec<Name, ZodMiniObject<Shape, Config>, z.output<ZodMiniObject<Shape, Config>> & { name: Name }>,
) {
  const schema = extend(spec.fields, { name: literal(spec.name) });
  return definitionFrom(spec, schema, readOperations(spec));
}

function isFormList<Form>(line: Form | readonly [Form, ...Form[]]): line is readonly [Form, ...Form[]] {
  return Array.isArray(line);
}
