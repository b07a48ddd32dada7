import { getTableName, sql } from 'drizzle-orm';
import { type AnyPgColumn, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, customers, locations, termsAcceptances, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_LOCATIONS } from './demo-locations.js';
import { DemoWorld, demoId, inForeignKeyOrder, loadDemoWorld } from './demo-world.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

const names = (tables: Parameters<typeof inForeignKeyOrder>[0]) => inForeignKeyOrder(tables).map(getTableName);

describe('the demo world', () => {
  it('orders tables after the tables their foreign keys point at, whatever order the areas added them in', () => {
    expect(names([termsAcceptances, contacts, users, customers])).toEqual([
      'customers',
      'users',
      'terms_acceptances',
      'contacts',
    ]);
  });

  it('refuses tables whose foreign keys form a cycle, naming them', () => {
    const left = pgTable('left_side', {
      id: text('id').primaryKey(),
      right: text('right').references((): AnyPgColumn => right.id),
    });
    const right = pgTable('right_side', {
      id: text('id').primaryKey(),
      left: text('left').references((): AnyPgColumn => left.id),
    });
    expect(() => inForeignKeyOrder([left, right])).toThrow(/cycle: left_side -> right_side -> left_side/);
  });

  it('gives a readable name the same version-5 UUID every time, and another name another one', () => {
    expect(demoId('user:demo')).toBe(demoId('user:demo'));
    expect(demoId('user:demo')).not.toBe(demoId('user:other'));
    expect(demoId('user:demo')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('loads thousands of rows in a few statements, adds nothing the second time, and tells after-load steps what was new', async () => {
    const template = DEMO_LOCATIONS[0];
    if (!template) throw new Error('no demo location');
    // More rows than one statement may bind (29 columns each): the load splits them.
    const many = Array.from({ length: 5000 }, (_, index) => ({ ...template, pop: `T${index}` }));
    const seen: string[][] = [];
    const build = () => {
      const world = new DemoWorld();
      world.add(users, [
        {
          id: demoId('user:world-test'),
          customerId: demoId('customer:world-test'),
          login: 'world-test',
          email: 'world-test@example.com',
          firstName: 'World',
          lastName: 'Test',
          groupName: 'admin',
          passwordHash: 'not a real hash',
        },
      ]);
      world.add(customers, [{ id: demoId('customer:world-test'), name: 'World Test', type: 'others' }]);
      world.add(locations, many);
      world.afterLoad('note the new users', async ({ inserted }) => {
        seen.push(inserted(users).map((user) => user.login));
      });
      return world;
    };

    const first = await harness.database.db.transaction((tx) => loadDemoWorld(tx, build()));
    expect(first).toMatchObject({ tables: 3, rows: 5002, inserted: 5002 });
    const second = await harness.database.db.transaction((tx) => loadDemoWorld(tx, build()));
    expect(second).toMatchObject({ tables: 3, rows: 5002, inserted: 0 });
    expect(seen).toEqual([['world-test'], []]);
    const [count] = await harness.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(locations)
      .where(sql`${locations.pop} like 'T%'`);
    expect(count?.count).toBe(5000);
  });

  it('names the after-load step that failed, and the transaction leaves nothing behind', async () => {
    const world = new DemoWorld();
    world.add(customers, [{ id: demoId('customer:rolled-back'), name: 'Rolled Back', type: 'others' }]);
    world.afterLoad('a step that fails', async () => {
      throw new Error('the network is down');
    });
    await expect(harness.database.db.transaction((tx) => loadDemoWorld(tx, world))).rejects.toThrow(
      'demo step "a step that fails" failed: the network is down',
    );
    const rows = await harness.database.db
      .select()
      .from(customers)
      .where(sql`${customers.id} = ${demoId('customer:rolled-back')}`);
    expect(rows).toEqual([]);
  });
});
