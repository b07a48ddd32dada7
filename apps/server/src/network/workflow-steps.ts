import type { WorkflowStep } from '../db/schema/index.js';
import type { NetworkObjectType, NetworkOperation } from './network-driver.js';

const step = (state: string, description: string): WorkflowStep => ({ state, description });
const XREF = step('WORKFLOW_OBJECT_XREF', 'Linking the order to the network object');
const BILLING = step('ACTIVATE_BILLING', 'Starting billing');

/** The provisioning steps of each kind of object, as the provider's orchestration names them. */
const PROVISION_STEPS: Record<NetworkObjectType, WorkflowStep[]> = {
  port: [
    XREF,
    step('RESERVE_INTERFACE', 'Reserving an interface in the chosen zone'),
    step('ASSIGN_DEVICE_PORT', 'Assigning a switch port'),
    step('INSTALL_OPTICS', 'Installing the optics'),
    step('CONFIGURE_INTERFACE', 'Configuring the interface'),
    step('LINK_TEST', 'Testing the link'),
    BILLING,
    step('NOTIFY_CUSTOMER', 'Notifying the customer'),
  ],
  lag: [
    XREF,
    step('VALIDATE_MEMBERS', 'Checking that the members share site, zone, speed and media'),
    step('CREATE_AGGREGATE', 'Creating the aggregated interface'),
    step('ATTACH_MEMBERS', 'Attaching the member ports'),
    step('CONFIGURE_LACP', 'Configuring LACP'),
    BILLING,
  ],
  vc: [
    XREF,
    step('CREATE_INTERFACES', 'Creating the logical interfaces'),
    step('ALLOCATE_VLANS', 'Allocating the VLANs'),
    step('CREATE_EVPN_INSTANCE', 'Creating the EVPN instance'),
    step('CONFIGURE_A_SIDE', 'Configuring the A side'),
    step('CONFIGURE_Z_SIDE', 'Configuring the Z side'),
    step('APPLY_RATE_LIMITS', 'Applying the rate limits'),
    step('VERIFY_PATH', 'Verifying the path end to end'),
    BILLING,
    step('NOTIFY_RESELLER_PROVISION_WORKFLOW', 'Notifying the reseller'),
  ],
  ptp: [
    XREF,
    step('RESERVE_A_PORT', 'Reserving the A-side port'),
    step('RESERVE_Z_PORT', 'Reserving the Z-side port'),
    step('CONFIGURE_A_INTERFACE', 'Configuring the A-side interface'),
    step('CONFIGURE_Z_INTERFACE', 'Configuring the Z-side interface'),
    step('CREATE_CIRCUIT', 'Creating the circuit'),
    step('LINK_TEST', 'Testing the circuit end to end'),
    BILLING,
  ],
  cloud_connection: [
    XREF,
    step('RESERVE_ON_RAMP', 'Reserving capacity on the cloud on-ramp'),
    step('REQUEST_PROVIDER_CONNECTION', 'Requesting the connection from the cloud provider'),
    step('AWAIT_PROVIDER_ACCEPTANCE', 'Waiting for the cloud provider to accept'),
    step('ALLOCATE_VLAN', 'Allocating the VLAN'),
    step('CONFIGURE_INTERFACE', 'Configuring the interface'),
    step('VERIFY_PROVIDER_LINK', 'Verifying the link to the cloud provider'),
    BILLING,
  ],
  cloud_router: [
    XREF,
    step('ALLOCATE_ROUTING_INSTANCE', 'Allocating the routing instance'),
    step('CONFIGURE_REGIONS', 'Configuring the regions'),
    step('ASSIGN_ASN', 'Assigning the ASN'),
    BILLING,
  ],
  cr_connection: [
    XREF,
    step('ALLOCATE_CONNECTION', 'Allocating the connection'),
    step('CONFIGURE_VLAN', 'Configuring the VLAN'),
    step('ATTACH_TO_ROUTER', 'Attaching the connection to the cloud router'),
    step('CONFIGURE_NAT', 'Configuring NAT'),
    step('VERIFY_CONNECTIVITY', 'Verifying connectivity'),
    BILLING,
  ],
  bgp_session: [
    step('VALIDATE_SETTINGS', 'Validating the BGP settings'),
    step('CONFIGURE_NEIGHBOR', 'Configuring the BGP neighbor'),
    step('APPLY_PREFIX_FILTERS', 'Applying the prefix filters'),
    step('ESTABLISH_SESSION', 'Establishing the session'),
  ],
  // spec 4 "Cross-connect order statuses", provisioning board.
  cross_connect: [
    step('ORDER_RECEIVED', 'Order received'),
    step('ORDER_REVIEW', 'Order review'),
    step('PENDING_APPROVAL', 'Pending approval'),
    step('IN_PROGRESS', 'In progress'),
    step('QUALITY_REVIEW', 'Quality review'),
  ],
  hpi: [
    XREF,
    step('ALLOCATE_PREFIXES', 'Allocating the IP prefixes'),
    step('CONFIGURE_INTERFACE', 'Configuring the interface'),
    step('CONFIGURE_ROUTING', 'Configuring static or BGP routing'),
    step('VERIFY_REACHABILITY', 'Verifying internet reachability'),
    BILLING,
  ],
};

const OTHER_STEPS: Record<Exclude<NetworkOperation, 'provision'>, WorkflowStep[]> = {
  modify: [
    XREF,
    step('VALIDATE_CHANGE', 'Validating the change'),
    step('APPLY_CONFIGURATION', 'Applying the configuration'),
    step('VERIFY_CHANGE', 'Verifying the change'),
  ],
  deprovision: [
    XREF,
    step('REMOVE_CONFIGURATION', 'Removing the configuration'),
    step('RELEASE_RESOURCES', 'Releasing the network resources'),
    step('STOP_BILLING', 'Stopping billing'),
  ],
  enable: [XREF, step('ENABLE_INTERFACE', 'Enabling the interface'), step('VERIFY_LINK', 'Verifying the link')],
  disable: [XREF, step('DISABLE_INTERFACE', 'Disabling the interface')],
};

export function workflowSteps(objectType: NetworkObjectType, operation: NetworkOperation): WorkflowStep[] {
  return operation === 'provision' ? PROVISION_STEPS[objectType] : OTHER_STEPS[operation];
}

/** The workflow's name, as the wire reference's status objects show it (`vc/workflow/provision/master`). */
export function workflowName(objectType: NetworkObjectType, operation: NetworkOperation): string {
  return `${objectType}/workflow/${operation}/master`;
}

/**
 * spec 4 product states of an object along a workflow: a provision is requested until its first step is done,
 * provisioning until the last, then active; a deprovision is deleting, then deleted; other operations are
 * provisioning until they finish and leave the object active. A step that fails for good leaves it in error.
 */
export function objectStateAt(operation: NetworkOperation, position: number, steps: number): string {
  const isDone = position >= steps;
  if (operation === 'deprovision') return isDone ? 'deleted' : 'deleting';
  if (isDone) return 'active';
  return operation === 'provision' && position === 0 ? 'requested' : 'provisioning';
}
