import { PORT_MEDIA_BY_SPEED, PORT_SPEEDS, type PortSpeed } from '@portal/domain';
import { cloudOnRamps, locations, portCapacity } from '../db/schema/index.js';
import { DEMO_LOCATIONS } from './demo-locations.js';
import type { DemoWorld } from './demo-world.js';

type CapacitySeed = typeof portCapacity.$inferInsert;
type OnRampSeed = typeof cloudOnRamps.$inferInsert;

/** The optics stocked at every PoP; the rarer ones (DWDM, ER4 Lite) are ordered on demand and not kept in stock. */
const STOCKED_MEDIA: Record<PortSpeed, readonly string[]> = {
  '1Gbps': PORT_MEDIA_BY_SPEED['1Gbps'],
  '10Gbps': ['LR', 'ER', 'ZR'],
  '40Gbps': ['LR4', 'ER4'],
  '100Gbps': ['LR4', 'CWDM4'],
};

/** Ports each zone is built with, by speed: many 1G and 10G ports, fewer 40G and 100G. */
const BUILT_PORTS: Record<PortSpeed, readonly [number, number]> = {
  '1Gbps': [24, 48],
  '10Gbps': [16, 40],
  '40Gbps': [4, 8],
  '100Gbps': [4, 16],
};

/** Zones sold out in the demo world, so the on-ramp lead time has both answers (spec 9). */
const SOLD_OUT_ZONES = new Set(['SEA1:A', 'SYD1:A', 'GRR1:A', 'SIN1:B', 'MIA1:B']);

/** A deterministic number in [min, max] from a text, so that seeding twice gives the same world. */
function stableNumber(text: string, min: number, max: number): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  return min + (hash % (max - min + 1));
}

/** Port capacity of every PoP, zone, speed and media; 40G is only built where there are two zones or more. */
export function demoPortCapacity(): CapacitySeed[] {
  const rows: CapacitySeed[] = [];
  for (const location of DEMO_LOCATIONS) {
    for (const zone of location.zones) {
      for (const speed of PORT_SPEEDS) {
        if (speed === '40Gbps' && location.zones.length < 2) continue;
        for (const media of STOCKED_MEDIA[speed]) {
          const key = `${location.pop}:${zone}:${speed}:${media}`;
          const [min, max] = BUILT_PORTS[speed];
          const total = stableNumber(key, min, max);
          const isSoldOut = SOLD_OUT_ZONES.has(`${location.pop}:${zone}`);
          const used = isSoldOut ? total : stableNumber(`${key}:used`, 0, Math.floor(total * 0.8));
          rows.push({
            pop: location.pop,
            zone,
            speed,
            media,
            total,
            used,
            enni: location.enniSupported === true && speed !== '1Gbps',
          });
        }
      }
    }
  }
  return rows;
}

type OnRampSpec = [pop: string, region: string, regionDescription: string];

/** Where each cloud provider meets the network, with the provider's own region (wire reference 3.2). */
const ON_RAMPS: Record<OnRampSeed['cloudProvider'], { dedicated: boolean; sites: OnRampSpec[] }> = {
  aws: {
    dedicated: true,
    sites: [
      ['NYC1', 'us-east-1', 'US East (N. Virginia)'],
      ['WDC1', 'us-east-1', 'US East (N. Virginia)'],
      ['CHI1', 'us-east-2', 'US East (Ohio)'],
      ['DAL1', 'us-east-2', 'US East (Ohio)'],
      ['LAX1', 'us-west-1', 'US West (N. California)'],
      ['SJC1', 'us-west-1', 'US West (N. California)'],
      ['SEA1', 'us-west-2', 'US West (Oregon)'],
      ['LON1', 'eu-west-2', 'Europe (London)'],
      ['FRA1', 'eu-central-1', 'Europe (Frankfurt)'],
      ['SIN1', 'ap-southeast-1', 'Asia Pacific (Singapore)'],
      ['TYO1', 'ap-northeast-1', 'Asia Pacific (Tokyo)'],
      ['SYD1', 'ap-southeast-2', 'Asia Pacific (Sydney)'],
    ],
  },
  azure: {
    dedicated: true,
    sites: [
      ['WDC1', 'eastus', 'East US'],
      ['NYC5', 'eastus', 'East US'],
      ['CHI1', 'northcentralus', 'North Central US'],
      ['DAL1', 'southcentralus', 'South Central US'],
      ['SJC1', 'westus', 'West US'],
      ['SEA1', 'westus2', 'West US 2'],
      ['LON1', 'uksouth', 'UK South'],
      ['AMS1', 'westeurope', 'West Europe'],
      ['SIN1', 'southeastasia', 'Southeast Asia'],
    ],
  },
  google: {
    dedicated: true,
    sites: [
      ['WDC1', 'us-east4', 'N. Virginia'],
      ['NYC1', 'us-east4', 'N. Virginia'],
      ['CHI1', 'us-central1', 'Iowa'],
      ['DAL1', 'us-south1', 'Dallas'],
      ['LAX1', 'us-west2', 'Los Angeles'],
      ['SEA1', 'us-west1', 'Oregon'],
      ['LON1', 'europe-west2', 'London'],
      ['FRA1', 'europe-west3', 'Frankfurt'],
      ['TYO1', 'asia-northeast1', 'Tokyo'],
    ],
  },
  oracle: {
    dedicated: false,
    sites: [
      ['WDC1', 'us-ashburn-1', 'US East (Ashburn)'],
      ['SJC1', 'us-sanjose-1', 'US West (San Jose)'],
      ['PHX1', 'us-phoenix-1', 'US West (Phoenix)'],
      ['LON1', 'uk-london-1', 'UK South (London)'],
      ['FRA1', 'eu-frankfurt-1', 'Germany Central (Frankfurt)'],
      ['TYO1', 'ap-tokyo-1', 'Japan East (Tokyo)'],
    ],
  },
  ibm: {
    dedicated: false,
    sites: [
      ['WDC1', 'us-east', 'Washington DC'],
      ['DAL1', 'us-south', 'Dallas'],
      ['LON1', 'eu-gb', 'London'],
      ['FRA1', 'eu-de', 'Frankfurt'],
      ['SYD1', 'au-syd', 'Sydney'],
    ],
  },
};

/** Cloud on-ramps: hosted in every zone of the PoP, dedicated in its first zone only. */
export function demoCloudOnRamps(): OnRampSeed[] {
  const zonesOf = new Map(DEMO_LOCATIONS.map((location) => [location.pop, location.zones]));
  const rows: OnRampSeed[] = [];
  for (const [cloudProvider, { dedicated, sites }] of Object.entries(ON_RAMPS) as [
    OnRampSeed['cloudProvider'],
    (typeof ON_RAMPS)['aws'],
  ][]) {
    for (const [pop, region, regionDescription] of sites) {
      const zones = zonesOf.get(pop);
      if (!zones) throw new Error(`on-ramp at unknown PoP ${pop}`);
      rows.push({
        pop,
        cloudProvider,
        connectionType: 'hosted',
        region,
        regionDescription,
        hostedType: 'hosted-connection',
        zones,
      });
      if (dedicated) {
        rows.push({
          pop,
          cloudProvider,
          connectionType: 'dedicated',
          region,
          regionDescription,
          hostedType: 'dedicated-connection',
          zones: zones.slice(0, 1),
        });
      }
    }
  }
  return rows;
}

/** The catalogue of the demo world: the PoPs, their port capacity and the cloud on-ramps. */
export function addDemoCatalogue(world: DemoWorld): void {
  world.add(locations, DEMO_LOCATIONS);
  world.add(portCapacity, demoPortCapacity());
  world.add(cloudOnRamps, demoCloudOnRamps());
}
