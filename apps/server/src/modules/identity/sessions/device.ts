const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const CLIENTS: [RegExp, string][] = [
  [/^curl\//i, 'curl'],
  [/terraform/i, 'Terraform'],
  [/^Go-http-client/i, 'Go HTTP client'],
  [/python-requests|aiohttp|httpx/i, 'Python client'],
  [/^node|undici|axios/i, 'Node.js client'],
  [/lightMyRequest/i, 'Test client'],
];

function firstMatch(userAgent: string, table: [RegExp, string][]): string | undefined {
  return table.find(([pattern]) => pattern.test(userAgent))?.[1];
}

/** A readable device for a user agent: "Chrome on Windows", "curl", or "Unknown device". */
export function describeDevice(userAgent: string): string {
  const client = firstMatch(userAgent, CLIENTS);
  if (client) return client;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
