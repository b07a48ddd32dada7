import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { describeError } from '@/api/api-error';
import type { ListParams } from '@/lib/list-params';
import { saveTextFile } from '@/lib/save-file';
import { fetchFilteredPorts } from './api/export-ports';
import { portsCsv, portsCsvFileName } from './port-csv';

/** The CSV export of the ports list: every port the filters match (not only the page on screen). */
export function useCsvExport(params: ListParams) {
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const ports = await fetchFilteredPorts(params);
      saveTextFile(portsCsv(ports), portsCsvFileName(new Date()));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The export failed', message: describeError(error) });
    } finally {
      setIsExporting(false);
    }
  };
  return { exportCsv, isExporting };
}
