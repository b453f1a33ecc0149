// The prepared-statement helper builds drizzle SQL objects by hand and runs them through drizzle's
// session. These tests pin the drizzle-orm internals it relies on, on PGlite and on PostgreSQL, so
// that an upgrade that changes them fails here rather than in the car search.
import { Param, sql, StringChunk, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../testing/test-database';
import type { Database, DatabaseHandle } from './client';
import { compileSqlTemplate, executePrepared, fillSqlTemplate } from './prepared-statements';

const dialect = new PgDialect();

/** Nested fragments, a placeholder used twice, a list and a null among the values. */
const statement = sql`select ${sql.placeholder('word')}::text as word,
  (${sql`${sql.placeholder('number')}::int + 1`}) as next,
  (select ${sql.placeholder('list')}::text[]) as list,
  ${sql.placeholder('word')}::text || ${sql.placeholder('nothing')}::text as joined`;

const RowsSchema = z.object({
  rows: z.array(
    z.object({
      word: z.string(),
      next: z.number(),
      list: z.array(z.string()),
      joined: z.string().nullable(),
    }),
  ),
});

describe('prepared statements on drizzle-orm internals', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('compiles a template as PgDialect.sqlToQuery numbers its placeholders, in order', () => {
    const template = compileSqlTemplate(statement);
    expect(template.text).toBe(dialect.sqlToQuery(statement).sql);
    expect(template.text).toMatch(/^select \$1::text as word,\s+\(\$2::int \+ 1\) as next,/);
    expect(template.names).toEqual(['word', 'number', 'list', 'word', 'nothing']);
    expect(template.segments).toHaveLength(6);
    expect(template.statementName).toMatch(/^roadbook_[0-9a-f]{24}$/);
  });

  it('fills a template as StringChunk and Param compile: the same text, one parameter per value', () => {
    const template = compileSqlTemplate(statement);
    const filled = fillSqlTemplate(template, { word: 'a', number: 2, list: ['x', 'y'], nothing: null });
    expect(filled.queryChunks.some((chunk) => chunk instanceof StringChunk)).toBe(true);
    expect(filled.queryChunks.filter((chunk) => chunk instanceof Param)).toHaveLength(5);
    // A list stays one parameter (an array), not a list of parameters.
    const { sql: text, params } = dialect.sqlToQuery(filled);
    expect({ text, params }).toEqual({ text: template.text, params: ['a', 2, ['x', 'y'], 'a', null] });
  });

  it('refuses a value that is not a placeholder, a stray $ in the text, or a missing value', () => {
    expect(() => compileSqlTemplate(sql`select ${1}`)).toThrow('not a placeholder');
    expect(() => compileSqlTemplate(sql`select ${sql.raw('$1')}`)).toThrow('stray $');
    const template = compileSqlTemplate(statement);
    expect(() => fillSqlTemplate(template, { word: 'a' })).toThrow('no value for the placeholder number');
  });

  it('runs filled statements through the session and answers rows keyed by column, again and at once', async () => {
    const template = compileSqlTemplate(statement);
    const run = (word: string, number: number) =>
      executePrepared(
        database.db,
        fillSqlTemplate(template, { word, number, list: [word, 'z'], nothing: null }),
      ).then((result) => RowsSchema.parse(result).rows);
    expect(await run('a', 1)).toEqual([{ word: 'a', next: 2, list: ['a', 'z'], joined: null }]);
    expect(await Promise.all([run('b', 2), run('c', 3)])).toEqual([
      [{ word: 'b', next: 3, list: ['b', 'z'], joined: null }],
      [{ word: 'c', next: 4, list: ['c', 'z'], joined: null }],
    ]);
  });

  it('runs a statement built with inline values as well, compiling it first', async () => {
    const result = await executePrepared(
      database.db,
      sql`select ${'d'}::text as word, ${41}::int + 1 as next`,
    );
    expect(z.object({ rows: z.array(z.unknown()) }).parse(result).rows).toEqual([{ word: 'd', next: 42 }]);
  });

  // PGlite has no server-side statement names to look at: this one is for the PostgreSQL server.
  if (process.env.TEST_DB === 'postgres') {
    it('prepares the statement on the server under its name, once per connection', async () => {
      const template = compileSqlTemplate(statement);
      const prepared = await database.db.transaction(async (tx) => {
        await executePrepared(
          tx,
          fillSqlTemplate(template, { word: 'e', number: 0, list: [], nothing: 'f' }),
        );
        return tx.execute(
          sql`select statement from pg_prepared_statements where name = ${template.statementName}`,
        );
      });
      expect(z.object({ rows: z.array(z.object({ statement: z.string() })) }).parse(prepared).rows).toEqual([
        { statement: template.text },
      ]);
    });
  }

  it('calls prepareQuery(query, fields, name, isResponseInArrayMode) as drizzle declares it', () => {
    type PrepareQuery = Database['_']['session']['prepareQuery'];
    expectTypeOf<Parameters<PrepareQuery>[0]>().toEqualTypeOf<Query>();
    expectTypeOf<Parameters<PrepareQuery>[2]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Parameters<PrepareQuery>[3]>().toEqualTypeOf<boolean>();
    expect(database.db._.session.prepareQuery).toBeTypeOf('function');
  });
});
