import type { ChangedLag, CreatedLag, CreateLagRequest, Port, UpdateLagRequest } from '@portal/contract';
import { isSameLagSlot, LAG_REFUSALS, lagMemberRefusal, parseSpeedMbps } from '@portal/domain';
import type { Executor } from '../../../db/client.js';
import { invalidField, notFound, stateConflict } from '../../../http/app-error.js';
import { demarcationColumns, newCircuitId } from './order-port.js';
import {
  activityFacts,
  assertSettled,
  lockPortForChange,
  type PortsDeps,
  readPort,
  refOf,
  runPortOperation,
} from './port-actions.js';
import { type Caller, recordPortActivity, syncInventory } from './port-changes.js';
import { assertOrderablePlace } from './port-order-checks.js';
import { portFactsOf, presentPort } from './port-view.js';
import {
  findCustomerPort,
  insertPort,
  listLagMemberIds,
  listLagMemberRecords,
  lockCustomerPorts,
  nextLagNumber,
  type PortRow,
  setLagOfPorts,
  updatePortRow,
} from './ports.repo.js';

export const LAG_NOT_FOUND = 'LAG not found.';
export const NOT_A_MEMBER_MESSAGE = 'The port is not a member of this LAG.';

/** The aggregate speed of a LAG (what the network measures it against): the members' speed times their number. */
export function lagSpeed(memberSpeed: string, memberCount: number): string {
  const mbps = parseSpeedMbps(memberSpeed) * memberCount;
  return mbps % 1000 === 0 ? `${mbps / 1000}Gbps` : `${mbps}Mbps`;
}

function assertLag(row: PortRow): void {
  if (!row.isLag) throw notFound(LAG_NOT_FOUND);
}

/**
 * spec 5 "Port LAG eligibility" and wire reference 3.4: every port must be the customer's, eligible, and share
 * site, zone, speed and media with the LAG (`slot`, else the first port). 400 on `field` naming the port.
 */
function assertJoinable(rows: readonly PortRow[], wanted: readonly string[], slot: PortRow | undefined, field: string) {
  for (const id of wanted) {
    const row = rows.find((candidate) => candidate.circuitId === id);
    if (!row) throw invalidField(field, `${id}: Port not found.`);
    const refusal = lagMemberRefusal(portFactsOf(row));
    if (refusal) throw invalidField(field, `${id}: ${refusal}`);
    const reference = slot ?? rows[0];
    if (reference && !isSameLagSlot(reference, row)) throw invalidField(field, `${id}: ${LAG_REFUSALS.mismatch}`);
  }
}

/** Puts ports in or out of a LAG, with their inventory rows and one history entry each. */
async function moveMembers(tx: Executor, caller: Caller, members: readonly PortRow[], lagId: string | null) {
  const moved = await setLagOfPorts(
    tx,
    caller.actor.customerId,
    members.map((member) => member.circuitId),
    lagId,
  );
  for (const row of moved) {
    await syncInventory(tx, row);
    const before = members.find((member) => member.circuitId === row.circuitId);
    await recordPortActivity(tx, caller, {
      action: lagId ? 'port.lag.join' : 'port.lag.leave',
      circuitId: row.circuitId,
      before: before ? activityFacts(before) : null,
      after: activityFacts(row),
    });
  }
}

/** `POST /v2/lags`: builds a LAG of eligible ports and starts its provisioning. */
export async function createLag(deps: PortsDeps, caller: Caller, body: CreateLagRequest): Promise<CreatedLag> {
  const { db, network } = deps;
  const customerId = caller.actor.customerId;
  const { location } = await assertOrderablePlace(db, { pop: body.pop });
  return db.transaction(async (tx) => {
    const members = await lockCustomerPorts(tx, customerId, body.members);
    assertJoinable(members, body.members, undefined, 'members');
    const first = members[0];
    if (!first) throw invalidField('members', LAG_REFUSALS.mismatch);
    if (first.pop !== location.pop) throw invalidField('members', `${first.circuitId}: ${LAG_REFUSALS.mismatch}`);
    const circuitId = newCircuitId('lag', location.pop);
    const started = await network.provision(
      tx,
      { objectType: 'lag', objectId: circuitId, customerId },
      {
        details: {
          pop: first.pop,
          zone: first.zone,
          media: first.media,
          speed: lagSpeed(first.speed, members.length),
          members: body.members,
        },
      },
    );
    const lag = await insertPort(tx, {
      circuitId,
      customerId,
      accountUuid: first.accountUuid,
      isLag: true,
      lagNumber: await nextLagNumber(tx, customerId, location.pop),
      lagInterval: body.interval,
      pop: first.pop,
      zone: first.zone,
      speed: first.speed,
      media: first.media,
      ...demarcationColumns(network, circuitId, location.site),
      state: started.objectState,
      status: started.objectState,
      adminStatus: 'down',
      operationalStatus: 'down',
      subscriptionTerm: first.subscriptionTerm,
      description: body.description,
      holdsCapacity: false,
    });
    await syncInventory(tx, lag);
    await moveMembers(tx, caller, members, circuitId);
    await recordPortActivity(tx, caller, { action: 'lag.create', circuitId, after: body });
    return {
      state: lag.state,
      port_circuit_id: lag.circuitId,
      description: lag.description,
      number: lag.lagNumber ?? 1,
      time_created: lag.createdAt.toISOString(),
      accepted: true,
    };
  });
}

/** `PATCH /v2/lags/{id}`: the description changes at once; a new LACP interval is configured by the network. */
export async function updateLag(
  deps: PortsDeps,
  caller: Caller,
  circuitId: string,
  body: UpdateLagRequest,
): Promise<ChangedLag> {
  const customerId = caller.actor.customerId;
  const number = await deps.db.transaction(async (tx) => {
    const before = await lockPortForChange(tx, customerId, circuitId);
    assertLag(before);
    const isIntervalChange = body.interval !== undefined && body.interval !== before.lagInterval;
    if (isIntervalChange) assertSettled(before);
    const started = isIntervalChange
      ? await deps.network.modify(tx, refOf(before), { details: { interval: body.interval } })
      : null;
    const row = await updatePortRow(tx, customerId, circuitId, {
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(isIntervalChange ? { lagInterval: body.interval } : {}),
      ...(started ? { state: started.objectState, status: started.objectState } : {}),
    });
    if (!row) throw notFound(LAG_NOT_FOUND);
    await syncInventory(tx, row);
    await recordPortActivity(tx, caller, {
      action: 'lag.update',
      circuitId,
      before: activityFacts(before),
      after: activityFacts(row),
    });
    return row.lagNumber ?? 1;
  });
  return { ...(await readPort(deps.db, customerId, circuitId)), number, accepted: true };
}

/** A LAG-only operation of the network: delete, enable or disable; answers the workflow's name. */
async function lagOperation(
  deps: PortsDeps,
  caller: Caller,
  circuitId: string,
  operation: 'deprovision' | 'enable' | 'disable',
) {
  const immediate = {
    deprovision: undefined,
    enable: { disabled: false, adminStatus: 'up' as const },
    disable: { disabled: true, adminStatus: 'down' as const },
  }[operation];
  const action = { deprovision: 'lag.delete', enable: 'lag.enable', disable: 'lag.disable' }[operation];
  const { started } = await runPortOperation(deps, caller, {
    circuitId,
    action,
    operation,
    prepare: (row) => {
      assertLag(row);
      return immediate;
    },
  });
  return { workflow_name: started.name };
}

export const deleteLag = (deps: PortsDeps, caller: Caller, id: string) => lagOperation(deps, caller, id, 'deprovision');
export const enableLag = (deps: PortsDeps, caller: Caller, id: string) => lagOperation(deps, caller, id, 'enable');
export const disableLag = (deps: PortsDeps, caller: Caller, id: string) => lagOperation(deps, caller, id, 'disable');

/** `GET /v2/lags/{id}/members`: 404 unless the LAG is the customer's. */
export async function listLagMembers(deps: PortsDeps, customerId: string, circuitId: string): Promise<Port[]> {
  const lag = await findCustomerPort(deps.db, customerId, circuitId);
  if (!lag?.isLag) throw notFound(LAG_NOT_FOUND);
  return (await listLagMemberRecords(deps.db, customerId, circuitId)).map(presentPort);
}

/** Adds or removes a member: the membership changes at once and the network reconfigures the LAG. */
async function changeMembers(
  deps: PortsDeps,
  caller: Caller,
  circuitId: string,
  change: { add?: string; remove?: string },
) {
  const { db, network } = deps;
  const customerId = caller.actor.customerId;
  return db.transaction(async (tx) => {
    const lag = await lockPortForChange(tx, customerId, circuitId);
    assertLag(lag);
    assertSettled(lag);
    const current = await listLagMemberIds(tx, customerId, circuitId);
    const wanted = change.add ?? change.remove ?? '';
    const [member] = await lockCustomerPorts(tx, customerId, [wanted]);
    if (change.add !== undefined) {
      assertJoinable(member ? [member] : [], [wanted], lag, 'member_port_circuit_id');
    } else {
      if (!member || member.lagId !== circuitId) throw notFound(NOT_A_MEMBER_MESSAGE);
      if (current.length <= 1) throw stateConflict('member', LAG_REFUSALS.lastMember);
    }
    if (!member) throw notFound(NOT_A_MEMBER_MESSAGE);
    const members = change.add ? [...current, wanted] : current.filter((id) => id !== wanted);
    const started = await network.modify(tx, refOf(lag), {
      details: { pop: lag.pop, zone: lag.zone, media: lag.media, speed: lagSpeed(lag.speed, members.length), members },
    });
    await moveMembers(tx, caller, [member], change.add ? circuitId : null);
    const row = await updatePortRow(tx, customerId, circuitId, {
      state: started.objectState,
      status: started.objectState,
    });
    if (row) await syncInventory(tx, row);
    await recordPortActivity(tx, caller, {
      action: change.add ? 'lag.member.add' : 'lag.member.remove',
      circuitId,
      before: { members: current },
      after: { members },
    });
    return { workflow_name: started.name };
  });
}

export const addLagMember = (deps: PortsDeps, caller: Caller, id: string, member: string) =>
  changeMembers(deps, caller, id, { add: member });
export const removeLagMember = (deps: PortsDeps, caller: Caller, id: string, member: string) =>
  changeMembers(deps, caller, id, { remove: member });
