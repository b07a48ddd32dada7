import type { CloudResources } from '@portal/contract';
import type { VifType } from '@portal/domain';

/** wire reference 3.7 `aws_gateways[].type`: a Direct Connect gateway, a virtual private gateway, a transit gateway. */
export type AwsGatewayType = 'directconnect' | 'private' | 'transit';

/** One of the AWS settings' `aws_gateways`, as the form holds it (chosen from the credential's resources). */
export interface AwsGatewayValue {
  type: AwsGatewayType;
  id: string;
  name: string;
  asn: number | null;
  vpc_id: string;
  subnet_ids: string[];
}

type Gateway = CloudResources['gateways'][number];

const GATEWAY_TYPES: readonly string[] = ['directconnect', 'private', 'transit'];

/**
 * The gateway a VIF of this type ends on besides the Direct Connect gateway: a private VIF reaches a VPC through a
 * virtual private gateway, a transit VIF through a transit gateway; a public VIF reaches AWS's public services and
 * takes none.
 */
export function vifGatewayType(vifType: VifType): 'private' | 'transit' | null {
  return vifType === 'public' ? null : vifType;
}

/** The gateways of a type the credential sees in the region, as picker options (name, id and ASN). */
export function gatewayOptions(
  resources: CloudResources | undefined,
  type: string,
): { value: string; label: string }[] {
  return (resources?.gateways ?? [])
    .filter((gateway) => gateway.type === type)
    .map((gateway) => ({ value: gateway.id, label: `${gateway.name} · ${gateway.id} · ASN ${gateway.asn}` }));
}

/** The VPCs the credential sees, as picker options. */
export function networkOptions(resources: CloudResources | undefined): { value: string; label: string }[] {
  return (resources?.networks ?? []).map((network) => ({
    value: network.id,
    label: network.cidr ? `${network.name} · ${network.id} · ${network.cidr}` : `${network.name} · ${network.id}`,
  }));
}

/** The subnets of one VPC the credential sees, as picker options. */
export function subnetOptions(
  resources: CloudResources | undefined,
  vpcId: string,
): { value: string; label: string }[] {
  const network = resources?.networks.find((candidate) => candidate.id === vpcId);
  return (network?.subnets ?? []).map((subnet) => ({ value: subnet.id, label: `${subnet.id} · ${subnet.cidr}` }));
}

/** The chosen gateway of a type, if any. */
export function gatewayOf(gateways: readonly AwsGatewayValue[], type: AwsGatewayType): AwsGatewayValue | undefined {
  return gateways.find((gateway) => gateway.type === type);
}

/**
 * The gateways with the one of `type` replaced by `chosen` (or removed when nothing is chosen), the Direct Connect
 * gateway first: a cloud router's routing takes the first gateway's ASN as Amazon's side of the BGP session.
 */
export function withGateway(
  gateways: readonly AwsGatewayValue[],
  type: AwsGatewayType,
  chosen: Gateway | undefined,
): AwsGatewayValue[] {
  const others = gateways.filter((gateway) => gateway.type !== type);
  const next = chosen
    ? [...others, { type, id: chosen.id, name: chosen.name, asn: chosen.asn, vpc_id: '', subnet_ids: [] }]
    : others;
  return next.sort((a, b) => GATEWAY_TYPES.indexOf(a.type) - GATEWAY_TYPES.indexOf(b.type));
}

/** The gateways with the VPC (and its subnets, for a transit gateway) the gateway of `type` attaches to. */
export function withAttachment(
  gateways: readonly AwsGatewayValue[],
  type: AwsGatewayType,
  attachment: { vpc_id: string; subnet_ids: string[] },
): AwsGatewayValue[] {
  return gateways.map((gateway) => (gateway.type === type ? { ...gateway, ...attachment } : gateway));
}

/** The gateways a VIF of this type keeps when the type changes: a public VIF none, another its own kind's. */
export function gatewaysForVif(gateways: readonly AwsGatewayValue[], vifType: VifType): AwsGatewayValue[] {
  const own = vifGatewayType(vifType);
  if (own === null) return [];
  return gateways.filter((gateway) => gateway.type === 'directconnect' || gateway.type === own);
}

/** wire reference 3.7 `aws_gateways[]` of the settings: each gateway, its VPC and subnets when it has them. */
export function awsGatewaysBody(gateways: readonly AwsGatewayValue[]): Record<string, unknown>[] {
  return gateways.map((gateway) => ({
    type: gateway.type,
    id: gateway.id,
    name: gateway.name,
    ...(gateway.asn === null ? {} : { asn: gateway.asn }),
    ...(gateway.vpc_id === '' ? {} : { vpc_id: gateway.vpc_id }),
    ...(gateway.subnet_ids.length === 0 ? {} : { subnet_ids: gateway.subnet_ids }),
  }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored settings' `aws_gateways` as the form holds them; entries of an unknown type are left out. */
export function awsGatewaysOf(stored: unknown): AwsGatewayValue[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry): AwsGatewayValue[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const gateway = entry as Record<string, unknown>;
    if (!GATEWAY_TYPES.includes(text(gateway.type))) return [];
    return [
      {
        type: gateway.type as AwsGatewayType,
        id: text(gateway.id),
        name: text(gateway.name),
        asn: typeof gateway.asn === 'number' ? gateway.asn : null,
        vpc_id: text(gateway.vpc_id),
        subnet_ids: Array.isArray(gateway.subnet_ids) ? gateway.subnet_ids.filter((id) => typeof id === 'string') : [],
      },
    ];
  });
}

const GATEWAY_LABELS: Readonly<Record<AwsGatewayType, string>> = {
  directconnect: 'Direct Connect gateway',
  private: 'Virtual private gateway',
  transit: 'Transit gateway',
};

/** The gateway's kind as the screens name it. */
export const gatewayLabel = (type: AwsGatewayType) => GATEWAY_LABELS[type];

/** A stored gateway as one line of text: its kind, name or id, and the VPC and subnets it attaches to. */
export function gatewayText(gateway: AwsGatewayValue): string {
  const attachment = [
    gateway.vpc_id && `VPC ${gateway.vpc_id}`,
    gateway.subnet_ids.length > 0 && `subnets ${gateway.subnet_ids.join(', ')}`,
  ].filter(Boolean);
  const name = gateway.name || gateway.id;
  return `${GATEWAY_LABELS[gateway.type]} ${name}${gateway.asn === null ? '' : ` (ASN ${gateway.asn})`}${attachment.length > 0 ? ` · ${attachment.join(' · ')}` : ''}`;
}
