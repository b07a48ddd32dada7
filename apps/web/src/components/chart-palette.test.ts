import { describe, expect, it } from 'vitest';
import { alignedData, chartFrameColours, seriesShade } from './chart-palette';

describe('time-series chart palette and data', () => {
  it('uses a light frame on the dark theme and a dark one on the light theme', () => {
    expect(chartFrameColours('dark').axis).not.toBe(chartFrameColours('light').axis);
    expect(seriesShade('dark')).toBeLessThan(seriesShade('light'));
  });

  it('aligns every series on the timestamps, missing and non-finite values as gaps', () => {
    expect(alignedData([10, 20, 30], [{ values: [1, null, 3] }, { values: [Number.NaN, 2] }])).toEqual([
      [10, 20, 30],
      [1, null, 3],
      [null, 2, null],
    ]);
  });
});
