/** spec 9: currency USD, locale en-US, 2 decimals. */
export const CURRENCY = { code: 'USD', locale: 'en-US', decimals: 2 } as const;

const formatter = new Intl.NumberFormat(CURRENCY.locale, {
  style: 'currency',
  currency: CURRENCY.code,
  minimumFractionDigits: CURRENCY.decimals,
  maximumFractionDigits: CURRENCY.decimals,
});

/** spec 9: an amount as USD in en-US with 2 decimals, for example '$1,234.50'. */
export function formatCurrency(amount: number): string {
  return formatter.format(amount);
}

/** spec 9: the copyright year comes from the current date. */
export function copyrightYear(now: Date): number {
  return now.getFullYear();
}
