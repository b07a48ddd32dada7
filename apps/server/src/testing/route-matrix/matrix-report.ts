import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { matrixRoutes } from './route-catalogue.js';

/** The columns of the report, in order, and what a cell of each says. */
export const MATRIX_CHECKS = {
  auth: 'no session → 401',
  readonly: 'read-only group, mutations → 403',
  permission: 'group without the permission → 403',
  tenancy: "other customer's id → 404, nothing changed",
  fuzz: 'generated and hostile input → 2xx/4xx, house format',
  query: 'each query parameter given twice → 400 naming it',
} as const;
export type MatrixCheck = keyof typeof MATRIX_CHECKS;

/** What one check found per route (`401`, `403 as read-only`, `n/a: public`...), written for the report. */
export function writeMatrixColumn(directory: string, check: MatrixCheck, cells: Record<string, string>): void {
  mkdirSync(directory, { recursive: true });
  writeFileSync(join(directory, `${check}.json`), JSON.stringify(cells));
}

/** The matrix of routes × checks of this run, as text; empty when no check ran. */
export function renderMatrix(directory: string): string {
  if (!existsSync(directory)) return '';
  const columns = new Map<MatrixCheck, Record<string, string>>();
  for (const file of readdirSync(directory)) {
    const check = file.replace(/\.json$/, '') as MatrixCheck;
    if (check in MATRIX_CHECKS) columns.set(check, JSON.parse(readFileSync(join(directory, file), 'utf8')));
  }
  if (columns.size === 0) return '';
  const checks = (Object.keys(MATRIX_CHECKS) as MatrixCheck[]).filter((check) => columns.has(check));
  const rows = matrixRoutes.map(({ key }) => [key, ...checks.map((check) => columns.get(check)?.[key] ?? '—')]);
  const header = ['route', ...checks];
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ');
  const legend = checks.map((check) => `  ${check}: ${MATRIX_CHECKS[check]}`).join('\n');
  return [
    `Route matrix: ${matrixRoutes.length} routes × ${checks.length} checks`,
    legend,
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
