import type { Queryable } from '../src/db/database';

/**
 * What a database's schema is, as Postgres prints it back: every function's definition
 * (`pg_get_functiondef`: arguments, result, language, volatility, settings and body), every trigger's
 * (`pg_get_triggerdef`, and whether it is enabled), and the tables, columns, constraints, indexes,
 * views and extensions. Two databases built from different files but with equal snapshots behave the
 * same. The runner's own tables (schema_migrations, schema_functions) are left out: they record how a
 * database was built, not what it is. Functions of extensions are named by their extension only.
 */
export interface SchemaSnapshot {
  functions: Record<string, string>;
  triggers: Record<string, string>;
  relations: Record<string, string>;
  columns: Record<string, string>;
  constraints: Record<string, string>;
  indexes: Record<string, string>;
  views: Record<string, string>;
  extensions: string[];
}

const RUNNER_TABLES = `('schema_migrations', 'schema_functions')`;
const IN_SCHEMA = `(SELECT oid FROM pg_namespace WHERE nspname = current_schema())`;

async function keyed(db: Queryable, sql: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ key: string; value: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function schemaSnapshot(db: Queryable): Promise<SchemaSnapshot> {
  return {
    functions: await keyed(
      db,
      `SELECT p.oid::regprocedure::text AS key, pg_get_functiondef(p.oid) AS value
         FROM pg_proc p
        WHERE p.pronamespace = ${IN_SCHEMA}
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
        ORDER BY 1`,
    ),
    triggers: await keyed(
      db,
      `SELECT c.relname || '.' || t.tgname AS key, pg_get_triggerdef(t.oid) || ' [enabled: ' || t.tgenabled::text || ']' AS value
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND c.relnamespace = ${IN_SCHEMA}
        ORDER BY 1`,
    ),
    relations: await keyed(
      db,
      `SELECT c.relname AS key, c.relkind::text AS value FROM pg_class c
        WHERE c.relnamespace = ${IN_SCHEMA} AND c.relkind IN ('r', 'p', 'v', 'm', 'S') AND c.relname NOT IN ${RUNNER_TABLES}
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
        ORDER BY 1`,
    ),
    columns: await keyed(
      db,
      `SELECT c.relname || '.' || a.attname AS key,
              concat_ws(' ', a.attnum, format_type(a.atttypid, a.atttypmod), CASE WHEN a.attnotnull THEN 'NOT NULL' END,
                        CASE WHEN a.attidentity <> '' THEN 'IDENTITY ' || a.attidentity::text END, 'DEFAULT ' || pg_get_expr(d.adbin, d.adrelid)) AS value
         FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
         LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE c.relnamespace = ${IN_SCHEMA} AND c.relkind IN ('r', 'p', 'v', 'm') AND c.relname NOT IN ${RUNNER_TABLES}
          AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY 1`,
    ),
    constraints: await keyed(
      db,
      `SELECT c.relname || '.' || k.conname AS key, pg_get_constraintdef(k.oid) || CASE WHEN k.convalidated THEN '' ELSE ' [not validated]' END AS value
         FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
        WHERE c.relnamespace = ${IN_SCHEMA} AND c.relname NOT IN ${RUNNER_TABLES}
        ORDER BY 1`,
    ),
    indexes: await keyed(
      db,
      `SELECT indexname AS key, indexdef AS value FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename NOT IN ${RUNNER_TABLES} ORDER BY 1`,
    ),
    views: await keyed(
      db,
      `SELECT c.relname AS key, pg_get_viewdef(c.oid) AS value FROM pg_class c
        WHERE c.relnamespace = ${IN_SCHEMA} AND c.relkind IN ('v', 'm') ORDER BY 1`,
    ),
    extensions: (await db.query<{ name: string }>('SELECT extname AS name FROM pg_extension ORDER BY 1')).rows.map((row) => row.name),
  };
}
