import type { Port } from '@portal/contract';

/** What the picker shows of a port. */
type GroupedPort = Pick<
  Port,
  'port_circuit_id' | 'state' | 'is_lag' | 'is_lag_member' | 'speed' | 'description' | 'pop' | 'site'
>;

/**
 * The ports a circuit can start or end on, grouped by PoP for a port picker (a virtual circuit's ends, a hosted
 * cloud connection's source port): not deleting, not in error, not a member of a LAG (the LAG is chosen instead).
 * PoPs in alphabetical order, each named with its site; ports in the order the list gave them.
 */
export function portGroups(ports: readonly GroupedPort[]) {
  const eligible = ports.filter((port) => port.state !== 'deleting' && port.state !== 'error' && !port.is_lag_member);
  const byPop = new Map<string, { value: string; label: string }[]>();
  for (const port of eligible) {
    const label = `${port.port_circuit_id} · ${port.is_lag ? 'LAG' : port.speed} · ${port.description}`;
    byPop.set(port.pop, [...(byPop.get(port.pop) ?? []), { value: port.port_circuit_id, label }]);
  }
  return [...byPop]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pop, items]) => ({ group: `${pop} (${eligible.find((port) => port.pop === pop)?.site ?? ''})`, items }));
}
