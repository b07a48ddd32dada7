/** spec 5 "Product eligibility rules": the delete dialog's keyword. */
export const DELETE_CONFIRMATION_KEYWORD = 'DELETE';

/** spec 5 "Product eligibility rules": the user types the word delete, case-insensitive (blanks around ignored). */
export function isDeleteConfirmed(typed: string | null | undefined): boolean {
  return (typed ?? '').trim().toUpperCase() === DELETE_CONFIRMATION_KEYWORD;
}
