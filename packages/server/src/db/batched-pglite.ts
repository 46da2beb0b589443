import { PGlite, messages, protocol, types, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Parser = (text: string, typeId: number) => unknown;
type ParserMap = Partial<Record<number, Parser>>;

/** A parameter's text as the server reads it, or undefined when only PGlite's own path knows how. */
function parameterText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      return value instanceof Date ? value.toISOString() : undefined;
  }
}

/**
 * The parameters as text, or null when this query must take PGlite's own path: options it
 * honours (a blob, notices, given parameter types or serializers) or a parameter that is not a
 * plain value (an array, an object, bytes), which PGlite serialises by the type it was told.
 */
function batchableParameters(params: readonly unknown[] | undefined, options: QueryOptions | undefined): (string | null)[] | null {
  if (options && (options.blob !== undefined || options.onNotice !== undefined || options.paramTypes !== undefined || options.serializers !== undefined)) {
    return null;
  }
  const texts: (string | null)[] = [];
  for (const value of params ?? []) {
    const text = parameterText(value);
    if (text === undefined) return null;
    texts.push(text);
  }
  return texts;
}

function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result of the answer, shaped as PGlite's query shapes it: rows parsed by the query's
 * parsers, then the database's, then the built-in ones. PGlite's own parsing merges those maps
 * into a new object on every query, which costs more than the rows themselves do here.
 */
function firstResult<T>(answer: readonly messages.BackendMessage[], parsers: ParserMap, options: QueryOptions | undefined): Results<T> {
  const given: ParserMap = options?.parsers ?? {};
  const builtIn: ParserMap = types.parsers;
  const isArrayMode = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: unknown[] = [];
  for (const message of answer) {
    if (message instanceof messages.RowDescriptionMessage) {
      fields = message.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
    } else if (message instanceof messages.DataRowMessage) {
      const values = message.fields.map((text, index) => {
        const typeId = fields[index]?.dataTypeID ?? 0;
        if (text === null) return null;
        const parser = given[typeId] ?? parsers[typeId] ?? builtIn[typeId];
        return parser ? parser(text, typeId) : text;
      });
      rows.push(isArrayMode ? values : Object.fromEntries(values.map((value, index) => [fields[index]?.name ?? String(index), value])));
    } else if (message instanceof messages.CommandCompleteMessage) {
      const words = message.text.split(' ');
      const command = words[0] ?? '';
      const count = Number.parseInt(words[words.length - 1] ?? '', 10);
      const affectedRows = COUNTED_COMMANDS.has(command) ? count : 0;
      // A parameterised query is one statement: its first result is the only one.
      const result: Results<T> & { command: string; rowCount?: number } = { rows: rows as T[], fields, affectedRows, command };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
  }
  // No command completed (an empty query): what PGlite answers then.
  return { rows: [], fields: [], affectedRows: 0 };
}

/**
 * PGlite whose parameterised queries take one call into the database instead of six. PGlite's
 * query sends Parse, Describe, Bind, Describe, Execute and Sync each on its own call (to serialise
 * the parameters by the types the Describe answers) and then re-parses the answer; here the
 * parameters go as text, their types left to the server as node-postgres leaves them, and all
 * six messages go in one call. The server reads a text parameter of any type exactly as PGlite
 * would have sent it for plain values (strings, numbers, booleans, dates); anything else, and any
 * query with options PGlite honours, takes PGlite's own path unchanged. Errors, locking and the
 * flush to disk after a statement outside a transaction are PGlite's.
 */
export class BatchedPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const texts = batchableParameters(params, options);
    if (texts === null) return super.query<T>(query, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.runBatched<T>(query, params, texts, options, true));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.batchedTransaction(tx)));
  }

  /** PGlite's transaction, its queries batched; everything else is the transaction's own. */
  private batchedTransaction(tx: Transaction): Transaction {
    const query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      const texts = batchableParameters(params, options);
      if (texts === null || tx.closed) return tx.query<T>(text, params, options);
      return this.runBatched<T>(text, params, texts, options, false);
    };
    return {
      query,
      sql: (strings: TemplateStringsArray, ...params: unknown[]) => tx.sql(strings, ...params),
      exec: (text, options) => tx.exec(text, options),
      rollback: () => tx.rollback(),
      listen: (channel, callback) => tx.listen(channel, callback),
      get closed() {
        return tx.closed;
      },
    };
  }

  private runBatched<T>(query: string, params: unknown[] | undefined, texts: (string | null)[], options: QueryOptions | undefined, flush: boolean): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      const { serialize } = protocol;
      const batch = concatenated([
        serialize.parse({ text: query }),
        serialize.bind({ values: texts }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      let answer: messages.BackendMessage[];
      try {
        // Sync is part of the batch, so after an error the session is ready for the next query.
        answer = await this.execProtocolStream(batch, { syncToFs: false });
      } catch (error) {
        // As PGlite's own query: the failed statement travels with its error.
        if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
        throw error;
      }
      if (flush) await this.syncToFs();
      return firstResult<T>(answer, this.parsers, options);
    });
  }
}
