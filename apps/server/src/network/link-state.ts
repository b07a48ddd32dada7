import { and, asc, desc, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { networkLinkChanges } from '../db/schema/index.js';

/** A customer link's status as the switch reports it (wire reference 3.3 `admin_status`, `oper_status`). */
export interface LinkState {
  adminStatus: 'up' | 'down';
  operationalStatus: 'up' | 'down';
}

export const LINK_UP: LinkState = { adminStatus: 'up', operationalStatus: 'up' };
export const LINK_DISABLED: LinkState = { adminStatus: 'down', operationalStatus: 'down' };

/** Frames flow only over a link that is administratively and operationally up. */
export function carriesTraffic(link: LinkState): boolean {
  return link.adminStatus === 'up' && link.operationalStatus === 'up';
}

/** An interface crossing several links (a VC's two ends) is down as soon as one of them is. */
export function combineLinks(links: readonly LinkState[]): LinkState {
  return {
    adminStatus: links.some((link) => link.adminStatus === 'down') ? 'down' : 'up',
    operationalStatus: links.some((link) => link.operationalStatus === 'down') ? 'down' : 'up',
  };
}

/** One recorded change of a link. */
export interface LinkChange extends LinkState {
  linkId: string;
  at: Date;
}

/** Records that a link went up or down at `at` (a second record of the same moment replaces the first). */
export async function recordLinkChange(db: Executor, customerId: string, change: LinkChange): Promise<void> {
  const values = {
    linkId: change.linkId,
    customerId,
    changedAt: change.at,
    adminStatus: change.adminStatus,
    operationalStatus: change.operationalStatus,
  };
  await db
    .insert(networkLinkChanges)
    .values(values)
    .onConflictDoUpdate({
      target: [networkLinkChanges.linkId, networkLinkChanges.changedAt],
      set: { adminStatus: values.adminStatus, operationalStatus: values.operationalStatus },
    });
}

const toChange = (row: typeof networkLinkChanges.$inferSelect): LinkChange => ({
  linkId: row.linkId,
  at: row.changedAt,
  adminStatus: row.adminStatus,
  operationalStatus: row.operationalStatus,
});

/** The state of each link at `at` (the latest change at or before it); links never changed are absent (up). */
export async function linkStatesAt(
  db: Executor,
  linkIds: readonly string[],
  at: Date,
): Promise<Map<string, LinkState>> {
  if (linkIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([networkLinkChanges.linkId])
    .from(networkLinkChanges)
    .where(and(inArray(networkLinkChanges.linkId, [...new Set(linkIds)]), lte(networkLinkChanges.changedAt, at)))
    .orderBy(networkLinkChanges.linkId, desc(networkLinkChanges.changedAt));
  return new Map(rows.map((row) => [row.linkId, toChange(row)]));
}

/** The state of an interface crossing `linkIds` from the states of its links (absent links are up). */
export function interfaceLink(linkIds: readonly string[], states: ReadonlyMap<string, LinkState>): LinkState {
  return combineLinks(linkIds.map((linkId) => states.get(linkId) ?? LINK_UP));
}

/**
 * How some links change from `from` to `to`: the state each was in at `from` (its last change before, if any) and
 * every change within, oldest first. `LinkTimeline.at` answers any moment of the range without another query.
 */
export class LinkTimeline {
  readonly #changes: readonly LinkChange[];

  constructor(changes: readonly LinkChange[]) {
    this.#changes = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  static async load(db: Executor, linkIds: readonly string[], range: { from: Date; to: Date }): Promise<LinkTimeline> {
    if (linkIds.length === 0) return new LinkTimeline([]);
    const before = await linkStatesAt(db, linkIds, range.from);
    const within = await db
      .select()
      .from(networkLinkChanges)
      .where(
        and(
          inArray(networkLinkChanges.linkId, [...new Set(linkIds)]),
          gt(networkLinkChanges.changedAt, range.from),
          lte(networkLinkChanges.changedAt, range.to),
        ),
      )
      .orderBy(asc(networkLinkChanges.changedAt));
    const earlier = [...before.entries()].map(([linkId, state]) => ({ ...state, linkId, at: range.from }));
    return new LinkTimeline([...earlier, ...within.map(toChange)]);
  }

  /** The changes within the timeline, oldest first. */
  get changes(): readonly LinkChange[] {
    return this.#changes;
  }

  /** The combined state of `linkIds` at a moment. */
  at(linkIds: readonly string[], time: Date): LinkState {
    const states = new Map<string, LinkState>();
    for (const change of this.#changes) {
      if (change.at.getTime() > time.getTime()) break;
      if (linkIds.includes(change.linkId)) states.set(change.linkId, change);
    }
    return interfaceLink(linkIds, states);
  }
}
