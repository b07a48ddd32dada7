import { type KeyValueStore, localStore } from '@/lib/storage';

/** Local storage key of the promotion codes the user closed the banner of. */
export const DISMISSED_PROMOTIONS_KEY = 'portal-dismissed-promotions';

/** How many dismissed codes are remembered (the newest); old promotions end anyway. */
const REMEMBERED = 20;

/** The promotion codes dismissed in this browser, newest last; an unreadable value counts as none. */
export function readDismissedPromotions(store: KeyValueStore = localStore): string[] {
  try {
    const value: unknown = JSON.parse(store.get(DISMISSED_PROMOTIONS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that the banner of `code` was closed, so it stays closed on later visits. */
export function dismissPromotion(code: string, store: KeyValueStore = localStore): string[] {
  const codes = [...readDismissedPromotions(store).filter((known) => known !== code), code].slice(-REMEMBERED);
  store.set(DISMISSED_PROMOTIONS_KEY, JSON.stringify(codes));
  return codes;
}
