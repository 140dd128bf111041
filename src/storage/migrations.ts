// Schema migrations, run on start (Kysely's migrator holds a lock, so instances starting together are safe).
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const m001: Migration = {
  async up(db) {
    await db.schema.createTable('workspaces')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('rate_limit', 'integer')
      .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance >= 0`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createTable('api_keys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('prefix', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .addColumn('rate_limit', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('api_keys_workspace').on('api_keys').column('workspace_id').execute();
    await db.schema.createTable('credit_ledger')
      .addColumn('id', isPostgres(db) ? 'bigserial' : 'integer', (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('generation_id', 'text')
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // At most one charge and one refund per generation: settlement can never happen twice.
    await db.schema.createIndex('credit_ledger_generation_reason').on('credit_ledger')
      .columns(['generation_id', 'reason']).unique().execute();
    await db.schema.createIndex('credit_ledger_workspace').on('credit_ledger').columns(['workspace_id', 'id']).execute();
    await db.schema.createTable('generations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('api_key_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('prompt', 'text', (c) => c.notNull())
      .addColumn('design_requested', 'text', (c) => c.notNull())
      .addColumn('design', 'text')
      .addColumn('kind', 'text')
      .addColumn('title', 'text')
      .addColumn('content_json', 'text')
      .addColumn('params_json', 'text', (c) => c.notNull())
      .addColumn('style_json', 'text', (c) => c.notNull())
      .addColumn('model_json', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('credits_charged', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('credits_refunded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('svg', 'text')
      .addColumn('error_json', 'text')
      .addColumn('owner', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('generations_workspace_created').on('generations')
      .columns(['workspace_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('generations_status').on('generations').column('status').execute();
  },
};

/** Later migrations are appended here, never edited once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
