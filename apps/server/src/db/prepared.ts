import type { Executor } from './client.js';

/**
 * Statements built once per database (or open transaction) and prepared: drizzle builds the SQL text the first
 * time only, and PostgreSQL parses and plans a named statement once per connection. Hot reads use it so a request
 * spends no time building SQL. `build` gets the executor and returns the prepared statements (`.prepare(name)`,
 * values as `sql.placeholder`).
 */
export function preparedPerDatabase<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    const existing = built.get(db);
    if (existing) return existing;
    const statements = build(db);
    built.set(db, statements);
    return statements;
  };
}
