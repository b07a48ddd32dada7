const CLOUD_STATE_LABELS: Readonly<Record<string, string>> = {
  aws_dx_connection_state: 'Direct Connect connection',
  aws_vif_state: 'Virtual interface',
  bgp_state: 'BGP',
  google_interconnect_state: 'Interconnect attachment',
  google_interconnect_admin_enabled: 'Attachment enabled',
};

/**
 * The cloud's read-outs of a connection it reports (wire reference 3.7 `cloud_state`), as facts: a hosted
 * connection's and a cloud router's cloud connection's alike.
 */
export function cloudStateFacts(state: Readonly<Record<string, unknown>>): [string, string][] {
  return Object.entries(CLOUD_STATE_LABELS).flatMap(([key, label]): [string, string][] => {
    const value = state[key];
    if (value === null || value === undefined) return [];
    // A flag the cloud reports (the attachment's admin state) reads Yes or No, not true or false.
    return [[label, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)]];
  });
}
