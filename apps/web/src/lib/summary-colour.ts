import type { PortSummary } from '@portal/domain';

/**
 * The spec 4 summaries, in the order counts show them, with the Mantine colour each one reads as in light and dark
 * themes: every status badge and count of the portal uses these.
 */
export const SUMMARY_COLORS: Readonly<Record<PortSummary, 'green' | 'blue' | 'yellow' | 'red'>> = {
  active: 'green',
  provisioning: 'blue',
  warning: 'yellow',
  error: 'red',
};

export const SUMMARIES = Object.keys(SUMMARY_COLORS) as PortSummary[];
