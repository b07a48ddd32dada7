// Prints what a newcomer waits for: a fresh start of the built server on a new embedded database (seconds to the
// first answer of /healthz and of the login page, the data folder's size then, the CPU the process used), the
// background telemetry history (seconds until complete, the folder's size then and after the stop), and a second
// start on the same folder. Needs `npm run build` first.
// Usage: npm run first-start -w bench [-- --days 21 --runs 1 --server path/to/main.js]
import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    days: { type: 'string', default: '21' },
    runs: { type: 'string', default: '1' },
    /** Another built server to measure (an older build, to compare). */
    server: { type: 'string' },
  },
});
const DAYS = Number(values.days);
const RUNS = Number(values.runs);
const serverEntry = values.server ?? fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
if (!existsSync(serverEntry)) throw new Error('The server is not built: run `npm run build` first.');

/** Bytes the folder takes on disk (allocated blocks, as `du` counts them). */
function diskBytes(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce((sum, name) => sum + diskBytes(join(path, name)), stat.blocks * 512);
}

/** CPU seconds the process has used so far (Linux), or null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const secondsSince = (start: number) => Number(((performance.now() - start) / 1000).toFixed(2));

async function answers(url: string, accept: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { accept } });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
  healthzSeconds: number;
  loginPageSeconds: number;
  cpuSeconds: number | null;
}

async function start(dataDir: string, port: number): Promise<Started> {
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_TELEMETRY_DAYS: String(DAYS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  let healthzSeconds = 0;
  while (!(await answers(`${base}/healthz`, 'application/json'))) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  healthzSeconds = secondsSince(started);
  const cpu = cpuSeconds(child.pid);
  while (!(await answers(`${base}/auth/login`, 'text/html'))) await new Promise((resolve) => setTimeout(resolve, 20));
  return { child, output: () => output, healthzSeconds, loginPageSeconds: secondsSince(started), cpuSeconds: cpu };
}

async function stop(child: ChildProcess): Promise<number> {
  const started = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return secondsSince(started);
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const results = [];
for (let run = 1; run <= RUNS; run += 1) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-first-start-'));
  const dataDir = join(folder, 'data');
  try {
    const first = await start(dataDir, await freePort());
    const beforeHistoryMb = megabytes(diskBytes(dataDir));
    const historyStarted = performance.now();
    while (DAYS > 0 && !first.output().includes('Demo telemetry history complete')) {
      if (first.child.exitCode !== null) throw new Error(`the server exited:\n${first.output()}`);
      // A build that reports no progress (before the history moved to the background) had it complete already.
      if (!first.output().includes('Demo telemetry history') && secondsSince(historyStarted) > 5) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const reportsHistory = first.output().includes('Demo telemetry history');
    const historySeconds = reportsHistory
      ? Number((first.healthzSeconds + secondsSince(historyStarted)).toFixed(2))
      : first.healthzSeconds;
    const withHistoryMb = megabytes(diskBytes(dataDir));
    const firstStopSeconds = await stop(first.child);
    const afterStopMb = megabytes(diskBytes(dataDir));
    const second = await start(dataDir, await freePort());
    await stop(second.child);
    const result = {
      run,
      first_healthz_s: first.healthzSeconds,
      first_login_page_s: first.loginPageSeconds,
      first_cpu_s: first.cpuSeconds,
      data_mb_before_history: beforeHistoryMb,
      history_days: DAYS,
      history_complete_s: historySeconds,
      data_mb_with_history: withHistoryMb,
      data_mb_after_stop: afterStopMb,
      stop_s: firstStopSeconds,
      second_healthz_s: second.healthzSeconds,
      second_cpu_s: second.cpuSeconds,
    };
    results.push(result);
    console.info(
      [
        `run ${run}: first answer ${result.first_healthz_s} s (login page ${result.first_login_page_s} s, ${result.first_cpu_s ?? '?'} CPU s), data folder ${beforeHistoryMb} MB`,
        `  telemetry history of ${DAYS} days complete at ${historySeconds} s: ${withHistoryMb} MB, ${afterStopMb} MB after the stop (${firstStopSeconds} s)`,
        `  second start: first answer ${result.second_healthz_s} s (${result.second_cpu_s ?? '?'} CPU s)`,
      ].join('\n'),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const machine = { cpus: cpus().length, cpu_model: cpus()[0]?.model ?? 'unknown', load_average_1m: loadavg()[0] };
console.info(`machine: ${machine.cpus} × ${machine.cpu_model}, load average ${machine.load_average_1m?.toFixed(2)}`);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'first-start.json'),
  `${JSON.stringify({ at: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
