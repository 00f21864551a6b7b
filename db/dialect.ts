// The few places where SQLite and PostgreSQL differ, in one module: the migrations, the services
// and the scripts ask here instead of branching on their own (docs/operations.md, "PostgreSQL").
import {
  type ColumnDefinitionNode,
  DataTypeNode,
  OperationNodeTransformer,
  PostgresAdapter,
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RawBuilder,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** The current UTC time as the ISO text every date column holds ('2026-11-24T06:33:12.123Z'). */
export function nowIso(db: Kysely<any>): RawBuilder<string> {
  return dialectOf(db) === 'postgres'
    ? sql<string>`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * Holds a lock named by `key` until the transaction ends, so that read-modify-write sequences on
 * the same key from several processes run one after the other. SQLite needs none: it runs one
 * write transaction at a time.
 */
export async function lockForTransaction(trx: Kysely<any>, key: string): Promise<void> {
  if (dialectOf(trx) === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

function errorCode(error: unknown): string {
  return String((error as { code?: unknown } | null)?.code ?? '');
}

/** A UNIQUE or PRIMARY KEY violation (SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** Any integrity constraint (SQLITE_CONSTRAINT_*, PostgreSQL class 23). */
export function isConstraintViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code.startsWith('SQLITE_CONSTRAINT') || /^23\d{3}$/.test(code);
}

class PortableTypes extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const next = super.transformColumnDefinition(node);
    // SQLite's INTEGER PRIMARY KEY AUTOINCREMENT: a 64-bit identity that still takes explicit ids
    // (npm run db:copy keeps them).
    if (next.autoIncrement) return Object.freeze({ ...next, autoIncrement: false, dataType: DataTypeNode.create('bigserial') });
    return next;
  }

  protected override transformDataType(node: DataTypeNode): DataTypeNode {
    // SQLite's INTEGER and REAL are 64-bit: epoch milliseconds do not fit PostgreSQL's integer, and
    // FSRS stabilities lose digits in its 32-bit real.
    if (node.dataType === 'integer') return DataTypeNode.create('bigint');
    if (node.dataType === 'real') return DataTypeNode.create('double precision');
    return node;
  }
}

/**
 * Given to the migrator on PostgreSQL: the migrations name SQLite's types, this gives them their
 * PostgreSQL equivalents of the same range, so both engines run one migration tree.
 */
export class PortableSchemaPlugin implements KyselyPlugin {
  readonly #transformer = new PortableTypes();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
