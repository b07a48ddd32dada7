import type { Executor } from '../../../db/client.js';
import type { PortDemarcation } from '../../operations/documents/port-demarcation.repo.js';
import { findPtpEndPort, findPtpRecordByEndPort } from './ptps.repo.js';

/** The facts of spec 5's cross connect rules for each interface of a point-to-point. */
export interface PtpEndFacts {
  port_circuit_id: string;
  pop: string;
  provider: string;
  network_provider: string;
  provisioning_status: string;
}

/**
 * The port the provider built at one end of a customer's point-to-point, as a cross connect order reads a port
 * (its PoP and site; no demarcation is assigned to it in the portal), with the facts of every interface of its
 * point-to-point (spec 5: a point-to-point cross connect only once all of them are active), or null.
 */
export async function findPtpEndDemarcation(
  db: Executor,
  customerId: string,
  portCircuitId: string,
): Promise<{ port: PortDemarcation; interfaces: PtpEndFacts[] } | null> {
  const found = await findPtpEndPort(db, customerId, portCircuitId);
  if (!found) return null;
  const record = await findPtpRecordByEndPort(db, customerId, found);
  const end = record?.ends.find((item) => item.end.portCircuitId === found);
  if (!record || !end) return null;
  const { location } = end;
  return {
    port: {
      circuitId: found,
      isLag: false,
      isLagMember: false,
      state: record.ptp.state,
      status: end.end.provisioningStatus,
      pop: end.end.pop,
      speed: record.ptp.speed,
      media: record.ptp.media,
      vendor: location.vendor,
      networkProvider: location.networkProvider,
      site: location.site,
      siteCode: location.siteCode,
      addressLines: [location.address1, location.address2, location.city, location.country].filter(Boolean),
      cage: '',
      panel: '',
      module: '',
      position: '',
    },
    interfaces: record.ends.map((item) => ({
      port_circuit_id: item.end.portCircuitId,
      pop: item.end.pop,
      provider: item.location.vendor,
      network_provider: item.location.networkProvider,
      provisioning_status: item.end.provisioningStatus,
    })),
  };
}
