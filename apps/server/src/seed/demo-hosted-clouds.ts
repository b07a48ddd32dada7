import { CloudCredentialStore, type CredentialSecret } from '../clouds/cloud-credential-store.js';
import {
  activityLog,
  circuits,
  cloudCredentials,
  hostedClouds,
  hostedCloudVlans,
  telemetryInterfaces,
} from '../db/schema/index.js';
import { maskedCredential } from '../modules/clouds/credentials/cloud-credentials.service.js';
import type { NewHostedRow, NewHostedVlanRow } from '../modules/clouds/hosted/hosted.repo.js';
import { HOSTED_OBJECT_TYPE } from '../modules/clouds/hosted/hosted-changes.js';
import { refOf } from '../modules/clouds/hosted/order-hosted.js';
import { inventoryRow } from '../modules/platform/inventory/inventory.repo.js';
import { createSecretBox } from '../modules/platform/secrets/secret-box.js';
import { DEMO_NETWORK } from './demo-network.js';
import { recordFinishedProvisioning } from './demo-workflows.js';
import type { DemoWorld } from './demo-world.js';

/** Acme's hosted cloud connections, with fixed ids (the AWS one's inventory row and telemetry are in demo-network). */
export const DEMO_HOSTED_CLOUDS = { aws: DEMO_NETWORK.hostedCloud, google: 'PF-CC-NYC-NYC-1000018' } as const;

/** Acme's cloud credentials (spec 2 /admin/cloud-credentials): the AWS one is the AWS connection's. */
export const DEMO_CLOUD_CREDENTIALS = {
  aws: '00000000-0000-4000-8000-00000000cc11',
  google: '00000000-0000-4000-8000-00000000cc12',
} as const;

const DEMO_CREDENTIAL_SECRETS = [
  {
    id: DEMO_CLOUD_CREDENTIALS.aws,
    cloudProvider: 'aws',
    description: 'Prod AWS account (network automation)',
    secret: { aws_access_key: 'AKIADEMOACME21098765', aws_secret_key: 'demo/Acme+prod+network+automation+key0' },
  },
  {
    id: DEMO_CLOUD_CREDENTIALS.google,
    cloudProvider: 'google',
    description: 'Analytics Google Cloud project',
    secret: {
      google_service_account: JSON.stringify({
        type: 'service_account',
        project_id: 'acme-analytics',
        client_email: 'portal-interconnect@acme-analytics.iam.gserviceaccount.com',
        private_key: '-----BEGIN PRIVATE KEY-----\nDEMO\n-----END PRIVATE KEY-----\n',
      }),
    },
  },
] as const satisfies readonly {
  id: string;
  cloudProvider: 'aws' | 'google';
  description: string;
  secret: CredentialSecret;
}[];

/** When the demo connections were ordered and came into service. */
const ORDERED_AT = new Date(Date.UTC(2025, 8, 22, 16, 0));

type DemoHosted = Omit<NewHostedRow, 'customerId' | 'accountUuid' | 'userId'> & { vlan: number };

/**
 * The AWS hosted connection of the demo (us-east-1 from WDC1, VLAN 210 on the NYC1 port, BGP to the prod transit
 * gateway) and a Google Cloud Interconnect attachment from NYC1 to us-east4 on VLAN 220, both in service.
 */
const DEMO_HOSTED: readonly DemoHosted[] = [
  {
    circuitId: DEMO_HOSTED_CLOUDS.aws,
    uuid: '00000000-0000-4000-8000-00000000cc01',
    provider: 'aws',
    description: 'AWS us-east-1 hosted connection (prod VPC)',
    poNumber: 'PO-2291',
    speed: '1Gbps',
    serviceClass: 'longhaul',
    portCircuitId: DEMO_NETWORK.ports.nyc,
    pop: 'WDC1',
    zone: 'A',
    region: 'us-east-1',
    vlanIdPf: 1210,
    state: 'active',
    isNetworkReady: true,
    providerState: 'available',
    providerMessage: null,
    providerConnectionId: 'dxcon-4f2a91c7',
    settings: { aws_account_id: '210987654321', aws_region: 'us-east-1', aws_hosted_type: 'hosted-connection' },
    cloudSettings: {
      credentials_uuid: DEMO_CLOUD_CREDENTIALS.aws,
      aws_region: 'us-east-1',
      mtu: 1500,
      aws_vif_type: 'transit',
      bgp_settings: {
        customer_asn: 65010,
        address_family: 'ipv4',
        l3_address: '169.254.40.1/30',
        remote_address: '169.254.40.2/30',
        advertised_prefixes: ['10.40.0.0/16'],
      },
    },
    cloudState: {
      aws_dx_connection_state: 'available',
      aws_dx_port_encryption_status: 'Unencrypted',
      aws_vif_state: 'available',
      bgp_state: 'up',
    },
    vlan: 210,
  },
  {
    circuitId: DEMO_HOSTED_CLOUDS.google,
    uuid: '00000000-0000-4000-8000-00000000cc02',
    provider: 'google',
    description: 'Google Cloud us-east4 interconnect (analytics)',
    poNumber: null,
    speed: '500Mbps',
    serviceClass: 'metro',
    portCircuitId: DEMO_NETWORK.ports.nyc,
    pop: 'NYC1',
    zone: 'A',
    region: 'us-east4',
    vlanIdPf: 1220,
    state: 'active',
    isNetworkReady: true,
    providerState: 'available',
    providerMessage: null,
    providerConnectionId: 'acme-analytics-attachment',
    settings: {
      google_pairing_key: '7e51a2d9-6c1f-4b0e-9a3d-2f8c5e1b7a40/us-east4/1',
      google_vlan_attachment_name: 'acme-analytics-attachment',
    },
    cloudSettings: null,
    cloudState: { google_interconnect_state: 'ACTIVE', google_interconnect_admin_enabled: 'true', bgp_state: 'up' },
    vlan: 220,
  },
];

/**
 * Acme's hosted connections as real objects of the hosted-cloud tables: their VLANs on the NYC1 port, the network's
 * record of their finished provisioning (so their status answers), their order in the activity log, the Google
 * one's inventory row and telemetry (the AWS one's come with the demo network). Fixed ids: loading twice changes
 * nothing.
 */
export function addDemoHostedClouds(world: DemoWorld, owner: { customerId: string; orderedBy: string }): void {
  const { customerId } = owner;
  // Sealed like any credential, under the development key, which every start can open (the demo's are no secret).
  const store = new CloudCredentialStore(createSecretBox(undefined));
  world.add(
    cloudCredentials,
    DEMO_CREDENTIAL_SECRETS.map(({ secret, ...credential }) => ({
      ...credential,
      customerId,
      secret: store.seal(secret),
      hint: maskedCredential(secret),
      createdAt: ORDERED_AT,
      updatedAt: ORDERED_AT,
    })),
  );
  world.add(
    hostedClouds,
    DEMO_HOSTED.map(({ vlan: _vlan, ...row }) => ({
      ...row,
      customerId,
      accountUuid: customerId,
      userId: owner.orderedBy,
      createdAt: ORDERED_AT,
      updatedAt: ORDERED_AT,
    })),
  );
  world.add(
    hostedCloudVlans,
    DEMO_HOSTED.map(
      (row): NewHostedVlanRow => ({
        circuitId: row.circuitId,
        customerId,
        portCircuitId: row.portCircuitId,
        kind: 'vlan',
        vlan: row.vlan,
        svlan: null,
        outerVlan: row.vlan,
        innerVlan: 0,
      }),
    ),
  );
  world.add(circuits, [
    inventoryRow({
      circuitId: DEMO_HOSTED_CLOUDS.google,
      customerId,
      serviceType: 'cloud-hosted',
      name: 'Google Cloud us-east4 interconnect (analytics)',
      description: 'Hosted google us-east4 500Mbps VLAN 220 on PF-AP-NYC1-1000001',
      labels: ['analytics', 'google'],
      relatedServices: [{ circuit_id: DEMO_NETWORK.ports.nyc, service_type: 'port' }],
      state: 'active',
      summary: 'active',
      pop: 'NYC1',
    }),
  ]);
  // Measured as the network measures a hosted connection once active (telemetry-hooks.ts): its own id and its
  // traffic at its port, which the stats-vc tab reads; it carries nothing while the NYC1 port is down.
  const google = DEMO_HOSTED_CLOUDS.google;
  world.add(
    telemetryInterfaces,
    [google, `${google}/${DEMO_NETWORK.ports.nyc}`].map((telemetryId) => ({
      telemetryId,
      customerId,
      objectId: google,
      speedMbps: 500,
      media: null,
      hasOptics: false,
      linkIds: [DEMO_NETWORK.ports.nyc],
      startedAt: ORDERED_AT,
    })),
  );
  world.afterLoad('demo hosted clouds: history', async ({ tx, inserted }) => {
    const added = inserted(hostedClouds);
    if (added.length === 0) return;
    await recordFinishedProvisioning(
      tx,
      added.map((row) => ({ ref: refOf(row), at: ORDERED_AT })),
    );
    await tx.insert(activityLog).values(
      added.map((row) => ({
        customerId,
        actorUserId: owner.orderedBy,
        action: 'hosted-cloud.create',
        objectType: HOSTED_OBJECT_TYPE,
        objectId: row.circuitId,
        before: null,
        after: {
          provider: row.provider,
          description: row.description,
          port: row.portCircuitId,
          pop: row.pop,
          zone: row.zone,
          speed: row.speed,
          vlan: DEMO_HOSTED.find((demo) => demo.circuitId === row.circuitId)?.vlan ?? null,
        },
        createdAt: ORDERED_AT,
      })),
    );
  });
}
