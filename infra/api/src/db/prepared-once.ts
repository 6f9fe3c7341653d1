/**
 * A query built once for each database (or transaction) it runs on, then only executed with new values: building
 * a query's SQL from its parts costs the API more than sending it, and the busiest reads (the caller's session,
 * the rate limit, the doctor's practice) run on every request. `build` makes a drizzle prepared query whose
 * changing values are placeholders.
 */
export function preparedOnce<Db extends object, Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Queries whose shape varies with a few choices (which filters are given, the sort): one prepared query per shape
 * and database, found by a key naming the choices.
 */
export function preparedPerShape<Db extends object, Shape, Query>(
  keyOf: (shape: Shape) => string,
  build: (db: Db, shape: Shape, key: string) => Query,
): (db: Db, shape: Shape) => Query {
  const built = new WeakMap<Db, Map<string, Query>>();
  return (db, shape) => {
    const key = keyOf(shape);
    let queries = built.get(db);
    if (queries === undefined) {
      queries = new Map();
      built.set(db, queries);
    }
    let query = queries.get(key);
    if (query === undefined) {
      query = build(db, shape, key);
      queries.set(key, query);
    }
    return query;
  };
}
