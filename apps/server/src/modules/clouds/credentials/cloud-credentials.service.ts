import {
  CLOUD_CREDENTIAL_IN_USE_MESSAGE,
  type CloudCredential,
  type CloudResources,
  type CreateCloudCredentialRequest,
  googleServiceAccountEmail,
  type UpdateCloudCredentialRequest,
} from '@portal/contract';
import { messages } from '@portal/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CLOUD_CREDENTIAL_UNREADABLE_MESSAGE,
  type CloudCredentialStore,
  type CredentialSecret,
} from '../../../clouds/cloud-credential-store.js';
import type { CloudProviderDriver, CloudRegion } from '../../../clouds/cloud-provider-driver.js';
import type { Database, Executor } from '../../../db/client.js';
import { cloudCredentials } from '../../../db/schema/index.js';
import type { Actor } from '../../../http/actor.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import type { RequestMeta } from '../../../http/request-meta.js';
import { recordActivity } from '../../platform/activity/activity.repo.js';
import type { UnreadableSecrets } from '../../platform/secrets/unreadable-secrets.js';

type CredentialRow = typeof cloudCredentials.$inferSelect;

const NOT_FOUND = 'Cloud credential not found.';
export const CLOUD_CREDENTIAL_DELETED_MESSAGE = 'The cloud credential has been deleted.';

/** What the list shows of a secret: the AWS access key id's first and last 4, or the service account's e-mail. */
export function maskedCredential(secret: CredentialSecret): string {
  if ('aws_access_key' in secret) {
    const key = secret.aws_access_key;
    return `${key.slice(0, 4)}${'*'.repeat(Math.max(0, key.length - 8))}${key.slice(-4)}`;
  }
  return googleServiceAccountEmail(secret.google_service_account) ?? 'service account';
}

function present(row: CredentialRow, inUse: boolean): CloudCredential {
  return {
    cloud_provider_credential_uuid: row.id,
    description: row.description,
    cloud_provider: row.cloudProvider,
    is_unused: !inUse,
    masked_credential: row.hint,
    time_created: row.createdAt.toISOString(),
    time_updated: row.updatedAt.toISOString(),
  };
}

/** The secret of a create or change, for the credential's cloud; a field of the other cloud is refused by name. */
function secretOf(
  provider: 'aws' | 'google',
  given: NonNullable<UpdateCloudCredentialRequest['cloud_credentials']>,
  current?: CredentialSecret,
): CredentialSecret | null {
  const foreign =
    provider === 'aws' ? (['google_service_account'] as const) : (['aws_access_key', 'aws_secret_key'] as const);
  for (const name of foreign) {
    if (given[name] !== undefined) {
      throw invalidField(
        `cloud_credentials.${name}`,
        `Not a field of ${provider === 'aws' ? 'an AWS' : 'a Google'} credential`,
      );
    }
  }
  if (provider === 'google') {
    return given.google_service_account === undefined ? null : { google_service_account: given.google_service_account };
  }
  if (given.aws_access_key === undefined && given.aws_secret_key === undefined) return null;
  const before = current && 'aws_access_key' in current ? current : undefined;
  const accessKey = given.aws_access_key ?? before?.aws_access_key;
  const secretKey = given.aws_secret_key ?? before?.aws_secret_key;
  if (accessKey === undefined) throw invalidField('cloud_credentials.aws_access_key', messages.required);
  if (secretKey === undefined) throw invalidField('cloud_credentials.aws_secret_key', messages.required);
  return { aws_access_key: accessKey, aws_secret_key: secretKey };
}

export interface CloudCredentialsDeps {
  db: Database;
  store: CloudCredentialStore;
  clouds: CloudProviderDriver;
}

/**
 * spec 2 /admin/cloud-credentials and wire reference 3.7: a company's AWS and Google credentials. The secret is
 * sealed at rest (SECRETS_KEY, AES-256-GCM) and no answer, activity entry or log line carries it.
 */
export function createCloudCredentialsService(deps: CloudCredentialsDeps) {
  const { db, store, clouds } = deps;

  const find = async (tx: Executor, customerId: string, id: string, lock = false) => {
    const query = tx
      .select()
      .from(cloudCredentials)
      .where(and(eq(cloudCredentials.customerId, customerId), eq(cloudCredentials.id, id)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  const audit = (
    actor: Actor,
    meta: RequestMeta,
    action: string,
    id: string,
    before?: CloudCredential,
    after?: CloudCredential,
  ) => ({
    customerId: actor.customerId,
    actorUserId: actor.userId,
    action,
    objectType: 'cloud_credential',
    objectId: id,
    before: before ?? null,
    after: after ?? null,
    ipAddress: meta.ipAddress,
    requestId: meta.requestId,
  });

  /** The credential opened for the cloud's call; one sealed under another SECRETS_KEY is refused and reported. */
  const readable = (row: CredentialRow, unreadable: UnreadableSecrets) => {
    const opened = store.tryOpenRow(row);
    if (opened) return opened;
    unreadable.report(`cloud_credential ${row.id}`);
    throw stateConflict('id', CLOUD_CREDENTIAL_UNREADABLE_MESSAGE);
  };

  const isUsed = async (tx: Executor, customerId: string, id: string) =>
    (await store.usage.inUse(tx, customerId, [id])).has(id);

  return {
    async list(customerId: string): Promise<CloudCredential[]> {
      const rows = await db
        .select()
        .from(cloudCredentials)
        .where(eq(cloudCredentials.customerId, customerId))
        .orderBy(desc(cloudCredentials.createdAt), desc(cloudCredentials.id));
      const used = await store.usage.inUse(
        db,
        customerId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => present(row, used.has(row.id)));
    },

    async create(actor: Actor, body: CreateCloudCredentialRequest, meta: RequestMeta): Promise<CloudCredential> {
      const secret = secretOf(body.cloud_provider, body.cloud_credentials);
      if (!secret) throw invalidField('cloud_credentials', messages.required);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(cloudCredentials)
          .values({
            customerId: actor.customerId,
            cloudProvider: body.cloud_provider,
            description: body.description,
            secret: store.seal(secret),
            hint: maskedCredential(secret),
          })
          .returning();
        if (!row) throw new Error('cloud credential insert returned nothing');
        const credential = present(row, false);
        await recordActivity(tx, audit(actor, meta, 'cloud_credential.create', row.id, undefined, credential));
        return credential;
      });
    },

    async update(
      actor: Actor,
      id: string,
      body: UpdateCloudCredentialRequest,
      meta: RequestMeta,
    ): Promise<CloudCredential> {
      return db.transaction(async (tx) => {
        const before = await find(tx, actor.customerId, id, true);
        // A change of one AWS key keeps the other; a credential sealed under another SECRETS_KEY has none to keep.
        const opened = store.tryOpenRow(before);
        const current: CredentialSecret | undefined =
          opened === undefined
            ? undefined
            : opened.provider === 'aws'
              ? { aws_access_key: opened.awsAccessKey, aws_secret_key: opened.awsSecretKey }
              : { google_service_account: opened.googleServiceAccount };
        const secret = body.cloud_credentials ? secretOf(before.cloudProvider, body.cloud_credentials, current) : null;
        const [row] = await tx
          .update(cloudCredentials)
          .set({
            ...(body.description !== undefined && body.description !== '' ? { description: body.description } : {}),
            ...(secret ? { secret: store.seal(secret), hint: maskedCredential(secret) } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(cloudCredentials.id, before.id))
          .returning();
        if (!row) throw notFound(NOT_FOUND);
        const used = await isUsed(tx, actor.customerId, id);
        const credential = present(row, used);
        await recordActivity(tx, audit(actor, meta, 'cloud_credential.update', id, present(before, used), credential));
        return credential;
      });
    },

    async remove(actor: Actor, id: string, meta: RequestMeta): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await find(tx, actor.customerId, id, true);
        if (await isUsed(tx, actor.customerId, id)) {
          throw stateConflict('cloud_provider_credential_uuid', CLOUD_CREDENTIAL_IN_USE_MESSAGE);
        }
        await tx.delete(cloudCredentials).where(eq(cloudCredentials.id, row.id));
        await recordActivity(tx, audit(actor, meta, 'cloud_credential.delete', id, present(row, false)));
      });
    },

    async regions(customerId: string, id: string, unreadable: UnreadableSecrets): Promise<CloudRegion[]> {
      const row = await find(db, customerId, id);
      return clouds.regions(db, readable(row, unreadable));
    },

    async resources(
      customerId: string,
      id: string,
      region: string,
      unreadable: UnreadableSecrets,
    ): Promise<CloudResources> {
      const row = await find(db, customerId, id);
      const credential = readable(row, unreadable);
      const found = await clouds.resources(db, credential, region.trim());
      if (!found) {
        const codes = (await clouds.regions(db, credential)).map((known) => known.code);
        throw invalidField('region', messages.oneOf(codes));
      }
      return found;
    },
  };
}

export type CloudCredentialsService = ReturnType<typeof createCloudCredentialsService>;
