import { GROUPS } from '@portal/domain';

const LABELS: Record<string, string> = {
  admin: 'Admin',
  regular: 'Regular',
  'read-only': 'Read-only',
  support: 'Support',
  sales: 'Sales',
};

/** A group name as people read it ('read-only' → 'Read-only'); an unknown name is shown as it is. */
export function groupLabel(name: string): string {
  return LABELS[name] ?? name;
}

/** The groups of spec 6 as select options. */
export const groupOptions = GROUPS.map((group) => ({ value: group, label: groupLabel(group) }));
