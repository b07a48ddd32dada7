import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '@/api/api-error';
import type { ListParams } from '@/lib/list-params';
import { fetchFilteredPorts } from './api/export-ports';
import { portsCsv, portsCsvFileName } from './port-csv';

/** Saves text as a file through a temporary link (the browser's own download). */
function saveFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download reads the blob after the click returns; the address is freed once it has started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The CSV export of the ports list: every port the filters match (not only the page on screen). */
export function useCsvExport(params: ListParams) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const ports = await fetchFilteredPorts(params);
      saveFile(portsCsv(ports), portsCsvFileName(new Date()));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The export failed', message: describeError(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { exportCsv, isExporting };
}
