import type { Executor } from '../../../db/client.js';
import { clientErrorLogs } from '../../../db/schema/index.js';

export type ClientErrorLogInsert = typeof clientErrorLogs.$inferInsert;

export async function insertClientErrorLog(db: Executor, entry: ClientErrorLogInsert): Promise<void> {
  await db.insert(clientErrorLogs).values(entry);
}
