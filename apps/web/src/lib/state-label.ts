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

/**
 * What a circuit's status badge says (spec 4): the state in words while the network works on it, or when it failed
 * (vc_provisioning → VC provisioning), else its summary; screen readers are told the same words.
 */
export function serviceStatusWords(service: { state: string; summary: string }): string {
  return service.summary === 'provisioning' || service.state === 'error' ? stateLabel(service.state) : service.summary;
}
