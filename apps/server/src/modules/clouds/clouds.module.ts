import { routeTable } from '@portal/contract';
import { oracleOcidMessage, parseSpeedMbps } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../http/actor.js';
import { mountRoute } from '../../http/mount-route.js';
import { requestMeta } from '../../http/request-meta.js';
import type { Platform } from '../../platform/platform.js';
import { unreadableSecretsOf } from '../platform/secrets/unreadable-secrets.js';
import {
  CLOUD_CREDENTIAL_DELETED_MESSAGE,
  createCloudCredentialsService,
} from './credentials/cloud-credentials.service.js';

/**
 * The clouds' own endpoints (issue 17): cloud credentials (wire reference 3.7, spec 2 /admin/cloud-credentials)
 * with their regions and resources, and the remote checks of spec 5 a hosted-cloud form calls (Azure service key,
 * Oracle OCID). Hosted and dedicated connections are modules of their own on the same CloudProviderDriver.
 */
export function registerCloudsModule(app: FastifyInstance, deps: { db: Database; platform: Platform }): void {
  const { db, platform } = deps;
  const credentials = createCloudCredentialsService({
    db,
    store: platform.cloudCredentials,
    clouds: platform.clouds,
  });
  const routes = routeTable.cloudCredentials;
  const customerOf = (request: { auth: { customer: { id: string } } }) => request.auth.customer.id;

  mountRoute(app, db, routes.list, async (request) => credentials.list(customerOf(request)));
  mountRoute(app, db, routes.create, async (request) =>
    credentials.create(actorOf(request), request.body, requestMeta(request)),
  );
  mountRoute(app, db, routes.update, async (request) =>
    credentials.update(actorOf(request), request.params.id, request.body, requestMeta(request)),
  );
  mountRoute(app, db, routes.remove, async (request) => {
    await credentials.remove(actorOf(request), request.params.id, requestMeta(request));
    return { message: CLOUD_CREDENTIAL_DELETED_MESSAGE };
  });
  mountRoute(app, db, routes.regions, async (request) =>
    credentials.regions(customerOf(request), request.params.id, unreadableSecretsOf(request.log)),
  );
  mountRoute(app, db, routes.resources, async (request) =>
    credentials.resources(
      customerOf(request),
      request.params.id,
      request.query.region,
      unreadableSecretsOf(request.log),
    ),
  );

  mountRoute(app, db, routeTable.cloudChecks.azureServiceKey, async (request) => {
    const key = request.query.azure_service_key;
    const speedMbps = request.query.speed ? parseSpeedMbps(request.query.speed) : 0;
    const check = await platform.clouds.checkHostedKey(db, {
      provider: 'azure',
      azureServiceKey: key,
      ...(speedMbps > 0 ? { speedMbps } : {}),
    });
    const info = check.ok ? await platform.clouds.azureServiceKey(db, key) : null;
    return {
      azure_service_key: key,
      is_valid: check.ok,
      message: check.ok ? null : check.message,
      bandwidth: info?.bandwidthMbps ?? null,
      available_bandwidth: info?.availableMbps ?? null,
      peering_location: info?.peeringLocation ?? null,
    };
  });

  mountRoute(app, db, routeTable.cloudChecks.oracleOcid, async (request) => {
    const { vc_ocid: vcOcid, region } = request.query;
    const outcome = await platform.clouds.oracleOcid(db, vcOcid, region);
    const message = oracleOcidMessage(outcome);
    return {
      vc_ocid: vcOcid,
      region,
      status: outcome === 'in-use' ? ('in_use' as const) : outcome,
      is_valid: outcome === 'valid',
      message,
    };
  });
}
