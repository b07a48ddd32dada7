import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { cloudProviderConnections } from '../db/schema/index.js';

/**
 * Which of a customer's cloud credentials something uses: the ids of `credentialIds` that are in use. A product
 * module whose objects reference a credential (a hosted connection's or a cloud router connection's
 * `cloud_settings.credentials_uuid`) registers one, so that a credential in use cannot be deleted.
 */
export type CredentialUsageSource = (
  db: Executor,
  customerId: string,
  credentialIds: readonly string[],
) => Promise<Iterable<string>>;

/**
 * Who uses cloud credentials. Without any registration it already knows what the clouds were told: a connection
 * ordered with a credential (CloudProviderDriver `connect` with `credential`, or `cloud_settings.credentials_uuid` among
 * its parameters) holds it until its cloud side is gone.
 */
export class CloudCredentialUsage {
  readonly #sources: CredentialUsageSource[] = [toldToClouds];

  register(source: CredentialUsageSource): void {
    this.#sources.push(source);
  }

  /** The ids among `credentialIds` that some cloud connection of the customer uses. */
  async inUse(db: Executor, customerId: string, credentialIds: readonly string[]): Promise<Set<string>> {
    const used = new Set<string>();
    if (credentialIds.length === 0) return used;
    for (const source of this.#sources) {
      for (const id of await source(db, customerId, credentialIds)) used.add(id);
    }
    return used;
  }
}

/** The credential a cloud was told of: the one it was handed, or the one the connection's cloud settings name. */
const credentialOf = sql<string>`coalesce(${cloudProviderConnections.facts} ->> 'credentials_uuid', ${cloudProviderConnections.facts} -> 'cloud_settings' ->> 'credentials_uuid')`;

const toldToClouds: CredentialUsageSource = async (db, customerId, credentialIds) => {
  const rows = await db
    .selectDistinct({ id: credentialOf })
    .from(cloudProviderConnections)
    .where(
      and(
        eq(cloudProviderConnections.customerId, customerId),
        notInArray(cloudProviderConnections.state, ['deleted']),
        inArray(credentialOf, [...credentialIds]),
      ),
    );
  return rows.map((row) => row.id);
};
