// A statement written once with named placeholders, then filled for each request without building it
// again: drizzle compiles the nested fragments once, and each request only places its values. Filled
// statements run as named prepared statements, so PostgreSQL parses each text once per connection.
// This leans on drizzle-orm internals (PgDialect.sqlToQuery, SQL built from StringChunk and Param,
// db._.session.prepareQuery): prepared-statements.test.ts fails if an upgrade changes them.
import { createHash } from 'node:crypto';
import { is, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const dialect = new PgDialect();

export interface SqlTemplate {
  /** The statement's text cut at each parameter. */
  segments: readonly string[];
  /** The placeholder name of each parameter, in order. */
  names: readonly string[];
  text: string;
  /** The prepared statement's name: one per text. */
  statementName: string;
}

interface CompiledStatement {
  text: string;
  params: unknown[];
  statementName: string;
}

/** What each filled statement compiles to, known when it is filled. */
const compiledStatements = new WeakMap<SQL, CompiledStatement>();

const statementNameOf = (text: string) =>
  `roadbook_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** Compiles a statement whose every value is a placeholder (sql.placeholder). */
export function compileSqlTemplate(statement: SQL): SqlTemplate {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const names = params.map((param) => {
    if (!is(param, Placeholder)) throw new Error('a value of a template is not a placeholder');
    return param.name;
  });
  // Drizzle numbers parameters $1, $2… in the order they appear.
  const segments = text.split(/\$\d+\b/);
  if (segments.length !== names.length + 1) throw new Error('a template has a stray $ in its text');
  return { segments, names, text, statementName: statementNameOf(text) };
}

/** The statement with `values` in place of its placeholders, as flat text and parameters. */
export function fillSqlTemplate(template: SqlTemplate, values: Readonly<Record<string, unknown>>): SQL {
  const chunks: (StringChunk | Param)[] = [];
  const params: unknown[] = [];
  template.segments.forEach((segment, index) => {
    chunks.push(new StringChunk(segment));
    const name = template.names[index];
    if (name === undefined) return;
    if (!Object.hasOwn(values, name)) throw new Error(`no value for the placeholder ${name}`);
    params.push(values[name]);
    chunks.push(new Param(values[name]));
  });
  const statement = new SQL(chunks);
  compiledStatements.set(statement, { text: template.text, params, statementName: template.statementName });
  return statement;
}

/** Runs `statement` as a prepared statement named after its text; answers the driver's result. */
export function executePrepared(db: Database, statement: SQL): Promise<unknown> {
  let compiled = compiledStatements.get(statement);
  if (!compiled) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    compiled = { text, params, statementName: statementNameOf(text) };
  }
  const query = { sql: compiled.text, params: compiled.params };
  return db._.session.prepareQuery(query, undefined, compiled.statementName, false).execute();
}
