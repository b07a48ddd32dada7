import { describe, expect, it } from 'vitest';
import { escapeQuerySpaces } from './request-target.js';

const escaped = (text: string) => {
  const chunk = Buffer.from(text, 'latin1');
  escapeQuerySpaces(chunk);
  return chunk.toString('latin1');
};

describe('escapeQuerySpaces: a request line with spaces in its query', () => {
  it('turns the spaces of the query into +, keeping the length and the rest of the request', () => {
    const request =
      'GET /v2/ports/PF-AP-NYC1-1/router-logs?time_from=2020-05-23 00:00:00&time_to=2020-05-24 00:00:00 HTTP/1.1\r\n' +
      'Host: x\r\nContent-Type: application/json\r\n\r\n';
    expect(escaped(request)).toBe(
      'GET /v2/ports/PF-AP-NYC1-1/router-logs?time_from=2020-05-23+00:00:00&time_to=2020-05-24+00:00:00 HTTP/1.1\r\n' +
        'Host: x\r\nContent-Type: application/json\r\n\r\n',
    );
  });

  it('leaves a valid request line, a path with a space, and anything that is not a request line alone', () => {
    for (const text of [
      'GET /v2/ports?q=a+b HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /v2/a b HTTP/1.1\r\nHost: x\r\n\r\n',
      '{"description":"GET /x?y=a b HTTP/1.1"}\r\n',
      'Content-Type: text/plain\r\n\r\n',
    ]) {
      expect(escaped(text)).toBe(text);
    }
  });
});
