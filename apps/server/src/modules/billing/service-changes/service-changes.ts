import type { BillingModifyPreview, BillingModifyRequest, UpgradeOptions, VirtualCircuit } from '@portal/contract';
import type { Executor } from '../../../db/client.js';
import type { Caller } from '../../network/ports/port-changes.js';

/** The refusal of a shorter term, whatever the service: a term can only be extended. */
export const TERM_SHORTER_MESSAGE = 'The subscription term can only be extended.';

/** One plan of a service as billing modify shows it: its speed (or capacity), term, class and charges. */
export interface ChargedPlan {
  speed: string;
  subscriptionTerm: number;
  serviceClass: BillingModifyPreview['current']['service_class'];
  price: { mrc: number; nrc: number };
}

/**
 * `POST /v2/billing/services/{id}/modify/preview`: the charges now and after a change and the monthly difference,
 * the same answer for every kind of service.
 */
export function modifyPreviewOf(circuitId: string, current: ChargedPlan, proposed: ChargedPlan): BillingModifyPreview {
  const charge = (plan: ChargedPlan) => ({
    speed: plan.speed,
    subscription_term: plan.subscriptionTerm,
    service_class: plan.serviceClass,
    mrc: plan.price.mrc,
    nrc: plan.price.nrc,
  });
  return {
    circuit_id: circuitId,
    current: charge(current),
    proposed: charge(proposed),
    mrc_delta: Math.round((proposed.price.mrc - current.price.mrc) * 100) / 100,
    currency: 'USD',
  };
}

/**
 * A kind of service other than a VC whose speed changes through the VCs' calls (`GET /v2/services/{id}/upgrade/options`,
 * `POST /v2/billing/services/{id}/modify/preview` and `/modify`): a hosted cloud connection, a cloud router
 * connection, a flex bandwidth pool. The kind answers whether an id is its own: the customer has such a service of
 * that id (the customer id in its WHERE clause), or, for a kind whose ids say what they are (a pool's `PF-AB-…`),
 * the id has its form, so that an unknown or another customer's one answers the kind's own 404. It names the
 * permissions of spec 6 its own screens need, checked on top of the route's.
 */
export interface ChangeableServiceKind {
  name: string;
  readPermission: string;
  changePermission: string;
  owns(db: Executor, customerId: string, id: string): Promise<boolean>;
  /** The service as `GET /v2/services/{id}` answers it (the VC shape), for kinds a client reads through that call. */
  readAsService?(customerId: string, id: string): Promise<VirtualCircuit>;
  /** Absent for a kind without upgrade options (a pool changes capacity in its own dialog): the id reads as a VC's. */
  upgradeOptions?(customerId: string, id: string): Promise<UpgradeOptions>;
  preview(customerId: string, id: string, body: BillingModifyRequest): Promise<BillingModifyPreview>;
  /** Applies the change; answers the message the call returns. */
  modify(caller: Caller, id: string, body: BillingModifyRequest): Promise<string>;
}

/** The kinds registered while the app is built; the VC routes ask them before treating an id as a VC's. */
export class ChangeableServices {
  readonly #kinds: ChangeableServiceKind[] = [];

  register(kind: ChangeableServiceKind): void {
    this.#kinds.push(kind);
  }

  /** The kind of the customer's service of that id, or null (then it is a VC's id, or nobody's). */
  async find(db: Executor, customerId: string, id: string): Promise<ChangeableServiceKind | null> {
    for (const kind of this.#kinds) {
      if (await kind.owns(db, customerId, id)) return kind;
    }
    return null;
  }
}
