/**
 * A state of spec 4 in words, as the portal's badges and facts show it: vc_provisioning → VC provisioning,
 * bgp_not_created → BGP not created, pendingDelete → Pending delete.
 */
export function stateLabel(state: string): string {
  const words = state
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .replace(/\bbgp\b/g, 'BGP')
    .replace(/\bvc\b/g, 'VC');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
