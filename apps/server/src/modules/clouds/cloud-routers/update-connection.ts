import type { CloudRouterConnection, UpdateConnectionRequest } from '@portal/contract';
import { parseSpeedMbps } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { ProviderSideState } from '../../../clouds/cloud-provider-driver.js';
import type { Executor } from '../../../db/client.js';
import { cloudRouterConnections } from '../../../db/schema/index.js';
import { invalidField } from '../../../http/app-error.js';
import type { Caller } from '../../network/ports/port-changes.js';
import {
  changedCloudSettings,
  isMd5Replaced,
  NO_CLOUD_SETTINGS_MESSAGE,
} from '../connections/cloud-settings-change.js';
import { cloudRefOf, providerChanges } from '../connections/hosted-cloud-order.js';
import { withoutSecrets } from '../hosted/hosted-view.js';
import { openSettingsCredential } from '../hosted/order-hosted.js';
import type { ConnectionRow } from './cloud-routers.repo.js';
import {
  lockConnection,
  lockRouter,
  readConnection,
  recordCrActivity,
  requireRouter,
  syncConnectionInventory,
} from './cloud-routers.service.js';
import { followCloudSettings } from './cloud-session.js';
import type { CloudRouterCloudDeps } from './order-cloud-connection.js';

type Settings = Record<string, unknown>;

/** A checked change of a cloud connection's settings: before and after (in clear), sealed, and the cloud's answer. */
interface SettingsChange {
  before: Settings | null;
  after: Settings;
  sealed: Settings;
  provider: ProviderSideState;
}

/**
 * The provider-side settings of a router's AWS or Google connection after a partial change (wire reference 3.9), as
 * the hosted connections' PATCH applies its own: the rules of an order, the region the on-ramp reaches and Google's
 * edge availability domain, the MD5 key kept where the change leaves it out or sends the mask (sealed at rest), the
 * credential they name; then the cloud is told and brings its side up again with them.
 */
async function changeCloudSettings(
  deps: CloudRouterCloudDeps,
  tx: Executor,
  customerId: string,
  row: ConnectionRow,
  sent: Settings,
): Promise<SettingsChange> {
  if (row.connectionType !== 'cloud_hosted' || row.provider === null) {
    throw invalidField('cloud_settings', NO_CLOUD_SETTINGS_MESSAGE);
  }
  const { provider } = row;
  const after = changedCloudSettings(provider, {
    stored: row.cloudSettings,
    storedMd5: deps.settingsSecrets.readMd5(row.cloudSettings),
    sent,
    place: { pop: row.pop, region: row.region ?? '', googlePairingKey: row.settings?.google_pairing_key },
  });
  const credential = await openSettingsCredential(deps, tx, customerId, provider, after);
  const state = await deps.clouds.change(tx, cloudRefOf({ ...row, provider }), {
    speedMbps: parseSpeedMbps(row.speed),
    pop: row.pop,
    ...(row.zone ? { zone: row.zone } : {}),
    parameters: { ...(row.settings ?? {}), cloud_settings: after },
    // With the customer's credential the portal acts in their account: an AWS connection still waiting is accepted.
    ...(credential ? { credential } : {}),
  });
  return { before: row.cloudSettings, after, sealed: deps.settingsSecrets.seal(after), provider: state };
}

/**
 * `PATCH …/cloud-routers/{id}/connections/{cid}` (wire reference 3.9): description, PO number and, for an AWS or
 * Google connection, its `cloud_settings` (an empty object changes nothing: the Go client always sends one). A change
 * of the settings also reaches the BGP session with the cloud's peer (`followCloudSettings`), so the router is locked
 * before the connection, in the order a session's own change takes them.
 */
export async function updateConnection(
  deps: CloudRouterCloudDeps,
  caller: Caller,
  routerId: string,
  cid: string,
  body: UpdateConnectionRequest,
): Promise<CloudRouterConnection> {
  const customerId = caller.actor.customerId;
  const router = await requireRouter(deps.db, customerId, routerId);
  const sent = body.cloud_settings ?? {};
  const isSettingsChange = Object.keys(sent).length > 0;
  await deps.db.transaction(async (tx) => {
    const lockedRouter = isSettingsChange ? await lockRouter(tx, customerId, router.circuitId) : router;
    const row = await lockConnection(tx, customerId, router.id, cid);
    const change = isSettingsChange ? await changeCloudSettings(deps, tx, customerId, row, sent) : undefined;
    const [updated] = await tx
      .update(cloudRouterConnections)
      .set({
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.po_number === undefined ? {} : { poNumber: body.po_number || null }),
        ...(change ? { cloudSettings: change.sealed, ...providerChanges(change.provider) } : {}),
        updatedAt: new Date(),
      })
      .where(eq(cloudRouterConnections.id, row.id))
      .returning();
    if (!updated) return;
    await syncConnectionInventory(tx, lockedRouter, updated);
    if (change) {
      await followCloudSettings(deps, tx, {
        router: lockedRouter,
        row: updated,
        before: change.before,
        after: change.after,
        isMd5Replaced: isMd5Replaced(sent),
      });
    }
    // The activity log shows that a key was set, never the key.
    await recordCrActivity(tx, caller, {
      action: 'cr_connection.update',
      objectType: 'cr_connection',
      objectId: row.circuitId,
      before: {
        description: row.description,
        po_number: row.poNumber,
        ...(change ? { cloud_settings: withoutSecrets(change.before) } : {}),
      },
      after: {
        description: body.description,
        po_number: body.po_number,
        ...(change ? { cloud_settings: withoutSecrets(change.after) } : {}),
      },
    });
  });
  return readConnection(deps.db, customerId, router.circuitId, cid);
}
