import type { OutboundCrossConnect, PointToPoint, Port } from '@portal/contract';
import {
  CROSS_CONNECT_BOARD_STATUSES,
  crossConnectBoardStep,
  crossConnectRefusal,
  crossConnectStatusLabel,
  pointToPointCrossConnectRefusal,
} from '@portal/domain';

/** A port offered in the order form: chosen freely, or shown disabled with the spec 5 refusal. */
export interface PortChoice {
  value: string;
  label: string;
  /** Why no cross connect can be ordered from it (spec 5), undefined when it can. */
  refusal: string | undefined;
  /** The site code the order names (the server checks it against the port's). */
  site: string;
  /** The circuit the LOA is filed under: the port itself, or the point-to-point of an end's port. */
  documentCircuitId: string;
  /** The company's own port, null for the port at an end of a point-to-point. */
  port: Port | null;
}

/** The form's port list in its two groups: the company's ports, then the ends of its point-to-points. */
export interface PortChoiceGroup {
  group: string;
  choices: PortChoice[];
}

/** Whether a port already has a cross connect (one not deleted, as the server counts it). */
export function portsWithCrossConnect(crossConnects: readonly OutboundCrossConnect[]): Set<string> {
  return new Set(crossConnects.filter((item) => !item.deleted).map((item) => item.port));
}

/**
 * The ports of the order form (spec 5 "Cross connect not allowed for lag ports, ports that already have one,
 * provisioning ports, or a blacklisted pop or vendor"), the eligible ones first, each with its refusal read through
 * the domain rule, so the form says why before the server would.
 */
export function portChoices(ports: readonly Port[], crossConnects: readonly OutboundCrossConnect[]): PortChoice[] {
  const taken = portsWithCrossConnect(crossConnects);
  const choices = ports.map((port) => ({
    value: port.port_circuit_id,
    label: `${port.port_circuit_id} · ${port.site_code || port.pop} · ${port.speed}${
      port.description ? ` · ${port.description}` : ''
    }`,
    refusal: crossConnectRefusal(port, taken.has(port.port_circuit_id)),
    site: port.site_code,
    documentCircuitId: port.port_circuit_id,
    port,
  }));
  return [...choices.filter((choice) => !choice.refusal), ...choices.filter((choice) => choice.refusal)];
}

/**
 * The ends of the company's point-to-points a cross connect can leave from (spec 5: only once every interface of
 * the point-to-point is active, one per port, never a blocked PoP), labelled with the point-to-point and its side.
 * Only the eligible ends are offered: the others are the point-to-point's business, not a port to explain.
 */
export function ptpEndChoices(
  ptps: readonly PointToPoint[],
  crossConnects: readonly OutboundCrossConnect[],
): PortChoice[] {
  const taken = portsWithCrossConnect(crossConnects);
  return ptps
    .filter((ptp) => !ptp.deleted)
    .flatMap((ptp) =>
      ptp.interfaces
        .filter((end) => !pointToPointCrossConnectRefusal(ptp.interfaces, taken.has(end.port_circuit_id)))
        .map((end) => ({
          value: end.port_circuit_id,
          label: `Point-to-point ${ptp.ptp_circuit_id} end ${end.side.toUpperCase()} · ${end.port_circuit_id} · ${
            end.site
          } · ${ptp.speed}${ptp.description ? ` · ${ptp.description}` : ''}`,
          refusal: undefined,
          site: end.site,
          documentCircuitId: ptp.ptp_circuit_id,
          port: null,
        })),
    );
}

/** The order form's groups: the ports (when the company has any), then the eligible point-to-point ends (if any). */
export function orderChoiceGroups(
  ports: readonly Port[],
  ptps: readonly PointToPoint[],
  crossConnects: readonly OutboundCrossConnect[],
): PortChoiceGroup[] {
  const groups = [
    { group: 'Ports', choices: portChoices(ports, crossConnects) },
    { group: 'Point-to-point ends', choices: ptpEndChoices(ptps, crossConnects) },
  ];
  return groups.filter((group) => group.choices.length > 0);
}

/** The board of spec 4 as a stepper shows it: the statuses an order walks through ('canceled' is a way out). */
export const BOARD_STEPS = CROSS_CONNECT_BOARD_STATUSES.filter((status) => status !== 'canceled');

/**
 * Where an order stands on the stepper: the index of its status among the steps, every step done once the order
 * is closed (shown as Complete); a canceled order stands where the board lists it, flagged.
 */
export function boardPosition(status: string): { active: number; isCanceled: boolean; isComplete: boolean } {
  const normalized = status.trim().toLowerCase();
  if (normalized === 'canceled') {
    return { active: crossConnectBoardStep('cross-connect', 'canceled'), isCanceled: true, isComplete: false };
  }
  const index = (BOARD_STEPS as readonly string[]).indexOf(normalized);
  const isComplete = index === BOARD_STEPS.length - 1;
  return { active: isComplete ? BOARD_STEPS.length : Math.max(index, 0), isCanceled: false, isComplete };
}

/** The label of a board status as spec 4 shows it ('order closed' is Complete), capitalised, QA in capitals. */
export function boardLabel(status: string): string {
  const label = crossConnectStatusLabel(status).replace(/\bqa\b/i, 'QA');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The colour of a status badge: green once complete, red when canceled, blue on the way. */
export function boardColour(status: string): 'green' | 'red' | 'blue' {
  const position = boardPosition(status);
  if (position.isCanceled) return 'red';
  return position.isComplete ? 'green' : 'blue';
}
