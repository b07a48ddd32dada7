import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '@/api/api-error';
import { saveTextFile } from './save-file';

/** One page of a server-paged list and the total of the filtered list (`x-total-item-count`). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** Every row of a filtered list, page after page of `pageSize` (for a CSV export of more than the screen). */
export async function fetchAllPages<T>(fetchPage: (page: number) => Promise<ListPage<T>>, pageSize: number) {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    rows.push(...answer.rows);
    if (answer.rows.length < pageSize || rows.length >= answer.total) return rows;
  }
}

/** A list's CSV export: fetches every row, turns it into the file, saves it; a failure shows a notice. */
export function useListExport<T>(options: {
  fetchAll: () => Promise<readonly T[]>;
  toCsv: (rows: readonly T[]) => string;
  fileName: (day: Date) => string;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const run = async () => {
    setIsExporting(true);
    try {
      saveTextFile(options.toCsv(await options.fetchAll()), options.fileName(new Date()));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The export failed', message: describeError(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { run: () => void run(), isExporting };
}
