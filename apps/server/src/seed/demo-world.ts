import { createHash } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.js';

/** PostgreSQL takes at most 65,535 bound values per statement; a table's rows go in as few statements as fit. */
const MAX_VALUES_PER_STATEMENT = 60_000;

type Row = Record<string, unknown>;

export interface AfterLoadContext {
  tx: Transaction;
  /** The rows of `table` this load added (those already in the database are not among them). */
  inserted<T extends PgTable>(table: T): T['$inferSelect'][];
}

export type AfterLoadStep = (context: AfterLoadContext) => Promise<void>;

export interface DemoLoadReport {
  tables: number;
  /** Rows the world holds, and how many of them were new to the database. */
  rows: number;
  inserted: number;
  milliseconds: number;
}

/**
 * The demo world as rows in memory, loaded in bulk: one multi-row INSERT … ON CONFLICT DO NOTHING per table (a few
 * for large tables), in foreign-key order, inside the caller's transaction. Each area adds its rows with fixed ids
 * (`demoId`), so loading twice changes nothing and a row a user has changed since is left as it is. What needs the
 * rows in the database first (an inventory entry made from the stored row, a workflow to start) is an `afterLoad`
 * step, told which rows were new.
 */
export class DemoWorld {
  readonly #rows = new Map<PgTable, Row[]>();
  readonly #steps: { name: string; run: AfterLoadStep }[] = [];

  /** Adds rows of a table (in any order between tables: the load sorts tables by their foreign keys). */
  add<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): void {
    const list = this.#rows.get(table) ?? [];
    list.push(...(rows as Row[]));
    this.#rows.set(table, list);
  }

  /** The rows of a table added so far, to adjust in place (a demo port takes a unit of the capacity rows). */
  rowsOf<T extends PgTable>(table: T): T['$inferInsert'][] {
    return (this.#rows.get(table) ?? []) as T['$inferInsert'][];
  }

  /** Work after every row is in, in the same transaction, in the order the steps were added. */
  afterLoad(name: string, run: AfterLoadStep): void {
    this.#steps.push({ name, run });
  }

  get tables(): PgTable[] {
    return [...this.#rows.keys()];
  }

  get steps(): readonly { name: string; run: AfterLoadStep }[] {
    return this.#steps;
  }
}

/**
 * A fixed UUID for a demo row from a readable name (`demoId('user:demo')`): the same on every database, so a
 * second load finds the row and adds nothing. Shaped as a version-5 (name-based) UUID.
 */
export function demoId(name: string): string {
  const hex = createHash('sha1').update(`portal-demo:${name}`).digest('hex');
  const variant = (8 | (Number.parseInt(hex.charAt(16), 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Tables ordered so that every table comes after the tables its foreign keys point at (ties keep their order). */
export function inForeignKeyOrder(tables: readonly PgTable[]): PgTable[] {
  const present = new Set(tables);
  const parentsOf = new Map<PgTable, PgTable[]>();
  for (const table of tables) {
    const parents = getTableConfig(table)
      .foreignKeys.map((key) => key.reference().foreignTable as PgTable)
      .filter((parent) => parent !== table && present.has(parent));
    parentsOf.set(table, parents);
  }
  const ordered: PgTable[] = [];
  const placed = new Set<PgTable>();
  const visiting = new Set<PgTable>();
  const place = (table: PgTable, path: string[]) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) {
      throw new Error(`the demo tables' foreign keys form a cycle: ${[...path, getTableName(table)].join(' -> ')}`);
    }
    visiting.add(table);
    for (const parent of parentsOf.get(table) ?? []) place(parent, [...path, getTableName(table)]);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, []);
  return ordered;
}

/** Loads the world inside `tx`: the rows table by table, then the after-load steps. */
export async function loadDemoWorld(tx: Transaction, world: DemoWorld): Promise<DemoLoadReport> {
  const started = performance.now();
  const inserted = new Map<PgTable, Row[]>();
  let rows = 0;
  for (const table of inForeignKeyOrder(world.tables)) {
    const all = world.rowsOf(table) as Row[];
    const columnCount = Object.keys(getTableColumns(table)).length;
    const perStatement = Math.max(1, Math.floor(MAX_VALUES_PER_STATEMENT / columnCount));
    const added: Row[] = [];
    for (let start = 0; start < all.length; start += perStatement) {
      const chunk = all.slice(start, start + perStatement);
      added.push(...((await tx.insert(table).values(chunk).onConflictDoNothing().returning()) as Row[]));
    }
    inserted.set(table, added);
    rows += all.length;
  }
  const context: AfterLoadContext = {
    tx,
    inserted: <T extends PgTable>(table: T) => (inserted.get(table) ?? []) as T['$inferSelect'][],
  };
  for (const step of world.steps) {
    try {
      await step.run(context);
    } catch (error) {
      throw new Error(`demo step "${step.name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return {
    tables: world.tables.length,
    rows,
    inserted: [...inserted.values()].reduce((sum, list) => sum + list.length, 0),
    milliseconds: Math.round(performance.now() - started),
  };
}
