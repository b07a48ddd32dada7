/** A 32-bit hash of a text (FNV-1a): the seed of the simulator's deterministic numbers. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * A deterministic random number generator (mulberry32) seeded by a text: the simulated network answers the same
 * for the same object and time, on every instance and after every restart.
 */
export function seededRandom(seed: string): () => number {
  let state = hashText(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) from a generator. */
export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}
