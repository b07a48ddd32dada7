import Papa from 'papaparse';

/** A column of a CSV export: its header, and how its cell is read from an item. */
export type CsvColumn<T> = readonly [header: string, read: (item: T) => string | number];

/** The three things a list's CSV export needs, built from its columns (see `csvExport`). */
export interface CsvExport<T> {
  /** A header row, then one row per item in the order given. */
  rows: (items: readonly T[]) => (string | number)[][];
  /** The CSV text: RFC 4180 quoting by papaparse; a leading = + - @ is escaped against formula injection. */
  text: (items: readonly T[]) => string;
  /** The file name of an export made on `day` (`{prefix}-2026-03-01.csv`). */
  fileName: (day: Date) => string;
}

/** The CSV export of a list: one way to write the rows, the text and the file name for every list. */
export function csvExport<T>(fileNamePrefix: string, columns: readonly CsvColumn<T>[]): CsvExport<T> {
  const rows = (items: readonly T[]) => [
    columns.map(([header]) => header),
    ...items.map((item) => columns.map(([, read]) => read(item))),
  ];
  return {
    rows,
    text: (items) => Papa.unparse(rows(items), { escapeFormulae: true }),
    fileName: (day) => `${fileNamePrefix}-${day.toISOString().slice(0, 10)}.csv`,
  };
}
