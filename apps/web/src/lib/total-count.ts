/** The total of a list from its `x-total-item-count` header (spec 7), or a fallback when it is missing or not a count. */
export function totalFromHeader(value: string | null, fallback: number): number {
  const total = Number.parseInt(value ?? '', 10);
  return Number.isFinite(total) && total >= 0 ? total : fallback;
}
