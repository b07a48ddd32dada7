import 'uplot/dist/uPlot.min.css';
import { Box, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { alignedData, type ChartColour, chartFrameColours, seriesShade } from './chart-palette';

/** One line of a chart. */
export interface ChartSeries {
  label: string;
  colour: ChartColour;
  /** The values at the chart's timestamps; null for a gap. */
  values: readonly (number | null)[];
  /** Drawn dashed (e.g. a minimum or maximum beside its average). */
  isDashed?: boolean;
}

interface TimeSeriesChartProps {
  /** What the chart shows, for screen readers ("Traffic of PF-AP-WDC1-1726464"). */
  label: string;
  /** Unix seconds (spec 3 "Metric series"), ascending. */
  timestamps: readonly number[];
  series: readonly ChartSeries[];
  /** How a value is written on the axis and in the legend ("8.4 Gbps"). */
  formatValue?: (value: number) => string;
  height?: number;
}

const defaultFormat = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * A fast time-series chart (uPlot, canvas): thousands of points draw in milliseconds. It follows the light or dark
 * theme, fills its container's width and follows it when it resizes. The chart is rebuilt when the theme or the
 * set of series changes, and only given new data otherwise, so a refresh does not flicker.
 */
export function TimeSeriesChart({
  label,
  timestamps,
  series,
  formatValue = defaultFormat,
  height = 260,
}: TimeSeriesChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const scheme = useComputedColorScheme('light');
  const theme = useMantineTheme();
  const formatRef = useRef(formatValue);
  formatRef.current = formatValue;
  const data = alignedData(timestamps, series);
  const dataRef = useRef(data);
  dataRef.current = data;
  const seriesShape = series.map((item) => `${item.label}:${item.colour}:${item.isDashed ? 1 : 0}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the theme or the set of series changes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const frame = chartFrameColours(scheme);
    const shade = seriesShade(scheme);
    const axis: uPlot.Axis = {
      stroke: frame.axis,
      grid: { stroke: frame.grid, width: 1 },
      ticks: { stroke: frame.tick, width: 1 },
    };
    const options: uPlot.Options = {
      width: Math.max(container.clientWidth, 200),
      height,
      cursor: { drag: { x: true, y: false } },
      scales: { x: { time: true } },
      series: [
        {},
        ...series.map((item) => ({
          label: item.label,
          stroke: theme.colors[item.colour][shade],
          width: item.isDashed ? 1 : 1.5,
          dash: item.isDashed ? [4, 4] : undefined,
          value: (_: uPlot, value: number | null) => (value === null ? '—' : formatRef.current(value)),
        })),
      ],
      axes: [
        axis,
        { ...axis, size: 80, values: (_: uPlot, ticks: number[]) => ticks.map((tick) => formatRef.current(tick)) },
      ],
    };
    const chart = new uPlot(options, dataRef.current as uPlot.AlignedData, container);
    chartRef.current = chart;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) chart.setSize({ width: Math.max(Math.floor(entry.contentRect.width), 200), height });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
    };
  }, [scheme, seriesShape, height, theme]);

  // New data for the same series: redrawn in place. Callers keep `timestamps` and `series` stable between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `data` is derived from these two.
  useEffect(() => {
    chartRef.current?.setData(dataRef.current as uPlot.AlignedData);
  }, [timestamps, series]);

  return (
    <Box ref={containerRef} role="img" aria-label={label} w="100%" style={{ color: 'var(--mantine-color-text)' }} />
  );
}
