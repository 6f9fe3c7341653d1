import { PgDialect } from 'drizzle-orm/pg-core';
import { numberedToDrizzle } from './transaction-sql';

const dialect = new PgDialect();

describe("pg-boss's statements run through a drizzle transaction", () => {
  it('keeps one value per placeholder, numbered as drizzle numbers them, where a placeholder repeats', () => {
    const query = dialect.sqlToQuery(
      numberedToDrizzle('select $2::int as a, $1 as b where $2::int > 0 and $3 is null', ['one', 2, null]),
    );

    expect(query.sql).toBe('select $1::int as a, $2 as b where $1::int > 0 and $3 is null');
    expect(query.params).toEqual([2, 'one', null]);
  });

  it('passes arrays and objects on as single values', () => {
    const query = dialect.sqlToQuery(numberedToDrizzle('select $1::uuid[], $2::jsonb', [['a', 'b'], { n: 1 }]));

    expect(query.sql).toBe('select $1::uuid[], $2::jsonb');
    expect(query.params).toEqual([['a', 'b'], { n: 1 }]);
  });

  it('refuses a placeholder that has no value', () => {
    expect(() => numberedToDrizzle('select $2', ['only one'])).toThrow('$2');
  });
});
