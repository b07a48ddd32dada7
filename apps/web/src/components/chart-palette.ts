/** The Mantine colour names a chart series may take (resolved to a shade for the light or dark theme). */
export type ChartColour = 'blue' | 'teal' | 'grape' | 'orange' | 'cyan' | 'pink' | 'lime' | 'red' | 'yellow' | 'gray';

/** The colours of a chart's frame (axes, grid, labels) in the light and the dark theme. */
export interface ChartFrameColours {
  axis: string;
  grid: string;
  tick: string;
}

/** The frame of a chart in a colour scheme: strong enough to read, quiet enough not to compete with the lines. */
export function chartFrameColours(scheme: 'light' | 'dark'): ChartFrameColours {
  return scheme === 'dark'
    ? { axis: '#c9c9c9', grid: 'rgba(255, 255, 255, 0.08)', tick: 'rgba(255, 255, 255, 0.2)' }
    : { axis: '#495057', grid: 'rgba(0, 0, 0, 0.07)', tick: 'rgba(0, 0, 0, 0.2)' };
}

/** The shade of a series colour: lighter on dark backgrounds, deeper on light ones, so lines keep their contrast. */
export function seriesShade(scheme: 'light' | 'dark'): number {
  return scheme === 'dark' ? 4 : 7;
}

/**
 * The data of a chart in the shape uPlot draws: the x values (timestamps in seconds) first, then one array per
 * series, the missing values as null so the line breaks instead of dropping to zero.
 */
export function alignedData(
  timestamps: readonly number[],
  series: readonly { values: readonly (number | null | undefined)[] }[],
): [number[], ...(number | null)[][]] {
  return [
    [...timestamps],
    ...series.map((item) =>
      timestamps.map((_, index) => {
        const value = item.values[index];
        return value === undefined || value === null || !Number.isFinite(value) ? null : value;
      }),
    ),
  ];
}
