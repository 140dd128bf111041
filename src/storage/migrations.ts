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

/** People who sign in to the web application, and their sessions (only a hash of each session token is kept). */
const m002: Migration = {
  async up(db) {
    await db.schema.createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'member')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_workspace').on('users').column('workspace_id').execute();
    await db.schema.createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  },
};

const m003: Migration = {
  async up(db) {
    // One row per (workspace, Idempotency-Key): the request's hash and, once done, the response to replay.
    await db.schema.createTable('idempotency_keys')
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('response_status', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['workspace_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
  },
};

/** The process that holds a running Idempotency-Key claim, so crash recovery can release the claims of a dead one. */
const m004: Migration = {
  async up(db) {
    await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute();
  },
};

/**
 * Revisions: every state a generation had is kept (the current one stays on the generation row; earlier ones are
 * archived in generation_revisions when the next one is stored). Edits are charged like generations, so the ledger's
 * at-most-once key becomes (generation, operation, reason): `create` for the generation, the edit's id for an edit.
 */
const m005: Migration = {
  async up(db) {
    await db.schema.alterTable('generations').addColumn('revision_cause', 'text', (c) => c.notNull().defaultTo('created')).execute();
    await db.schema.alterTable('generations').addColumn('revision_instruction', 'text').execute();
    await db.schema.alterTable('generations').addColumn('revision_source', 'integer').execute();
    await db.schema.alterTable('generations').addColumn('last_edit_json', 'text').execute();
    await db.schema.createTable('generation_revisions')
      .addColumn('generation_id', 'text', (c) => c.notNull().references('generations.id'))
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('cause', 'text', (c) => c.notNull())
      .addColumn('instruction', 'text')
      .addColumn('source_revision', 'integer')
      .addColumn('design', 'text')
      .addColumn('kind', 'text')
      .addColumn('title', 'text')
      .addColumn('content_json', 'text')
      .addColumn('params_json', 'text', (c) => c.notNull())
      .addColumn('style_json', 'text', (c) => c.notNull())
      .addColumn('model_json', 'text')
      .addColumn('credits_charged', 'integer', (c) => c.notNull())
      .addColumn('credits_refunded', 'integer', (c) => c.notNull())
      .addColumn('width', 'integer')
      .addColumn('height', 'integer')
      .addColumn('svg', 'text')
      .addColumn('last_edit_json', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('generation_revisions_pk', ['generation_id', 'revision'])
      .execute();
    await db.schema.createTable('generation_edits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('generation_id', 'text', (c) => c.notNull().references('generations.id'))
      .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
      .addColumn('instruction', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('base_revision', 'integer', (c) => c.notNull())
      .addColumn('revision', 'integer')
      .addColumn('error_json', 'text')
      .addColumn('owner', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('generation_edits_status').on('generation_edits').column('status').execute();
    await db.schema.createIndex('generation_edits_generation').on('generation_edits').columns(['generation_id', 'created_at']).execute();
    await db.schema.alterTable('credit_ledger').addColumn('operation', 'text', (c) => c.notNull().defaultTo('create')).execute();
    await db.schema.dropIndex('credit_ledger_generation_reason').execute();
    await db.schema.createIndex('credit_ledger_generation_operation_reason').on('credit_ledger')
      .columns(['generation_id', 'operation', 'reason']).unique().execute();
  },
};

/** Later migrations are appended here, never edited once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': m001,
  '002_web_users': m002,
  '003_idempotency': m003,
  '004_idempotency_owner': m004,
  '005_revisions': m005,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db);
    } catch (e) {
      // Kysely takes no lock on SQLite: of two processes migrating an empty file at once one wins, and the
      // other's transaction is rolled back; on the next try it finds the work done. PostgreSQL locks instead.
      if (isPostgres(db) || attempt >= 5 || !/already exists|SQLITE_BUSY|database is locked/i.test(String(e))) throw e;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

async function migrateOnce(db: Kysely<any>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: name the connection's own
  // schema, or a database holding another deployment's schema would skip creating them here.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
