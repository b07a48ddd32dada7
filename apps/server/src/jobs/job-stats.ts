import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export interface JobCount {
  type: string;
  status: string;
  count: number;
  /** Queued jobs whose time has come: waiting for a runner. */
  due: number;
}

export interface JobQueueStats {
  counts: JobCount[];
  /** How long the longest-waiting due job has waited (0 when none waits): runners are behind when it grows. */
  oldestDueAgeSeconds: number;
}

/** The queue as an operator watches it, in one query over the jobs table (finished jobs are pruned). */
export async function readJobQueueStats(db: Database): Promise<JobQueueStats> {
  const result = await db.execute(sql`
    select ${jobs.type} as type, ${jobs.status} as status, count(*)::int as count,
      (count(*) filter (where ${jobs.runAt} <= now() and ${jobs.status} = 'queued'))::int as due,
      coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (
        where ${jobs.runAt} <= now() and ${jobs.status} = 'queued')), 0)::float8 as oldest
    from ${jobs}
    group by 1, 2`);
  const rows = (result as unknown as { rows: (JobCount & { oldest: number })[] }).rows;
  return {
    counts: rows.map(({ type, status, count, due }) => ({ type, status, count: Number(count), due: Number(due) })),
    oldestDueAgeSeconds: Math.max(0, ...rows.map((row) => Number(row.oldest))),
  };
}
