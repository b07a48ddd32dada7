import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp({ seed: false });
});
afterAll(async () => {
  await harness?.close();
});

describe('documentation', () => {
  it('GET /docs/index.json lists every page with title, description, content and uri', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs/index.json' });
    expect(response.statusCode).toBe(200);
    const index = response.json<{ title: string; description: string; content: string; uri: string }[]>();
    const apiPage = index.find((item) => item.uri === '/docs/using-the-api');
    expect(apiPage).toMatchObject({ title: 'API keys and using the API' });
    expect(apiPage?.description.length).toBeGreaterThan(20);
    expect(apiPage?.content).toContain('Authorization');
    expect(apiPage?.content).not.toMatch(/[#`]/);
  });

  it('indexes the user guides the quick search and the shell point to', async () => {
    const index = (await harness.app.inject({ method: 'GET', url: '/docs/index.json' })).json<
      { uri: string; title: string }[]
    >();
    expect(index.map((item) => [item.uri, item.title])).toEqual(
      expect.arrayContaining([
        ['/docs/getting-started', 'Getting started'],
        ['/docs/ordering-ports-and-lags', 'Ordering a port and a LAG'],
        ['/docs/cross-connects', 'Cross connects'],
        ['/docs/bgp-basics', 'BGP basics for cloud routers'],
        ['/docs/billing-and-pricing', 'Billing and pricing'],
        ['/docs/using-the-api', 'API keys and using the API'],
        ['/docs/quick-search-and-shortcuts', 'Quick search and keyboard shortcuts'],
      ]),
    );
    const api = index.find((item) => item.uri === '/docs/using-the-api') as { content?: string } | undefined;
    expect(api?.content).toMatch(/x-total-item-count.*Idempotency-Key.*v2\.1/s);
  });

  it('serves a page as HTML with links between pages rewritten to their addresses', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs/getting-started' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Getting started</h1>');
    expect(response.body).toContain('href="/docs/account-security"');
    expect(response.body).not.toContain('<script');
  });

  it('serves the overview at /docs', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Company administration');
  });

  it('answers 404 for an unknown page and 400 for a name that is not one', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/docs/no-such-page' })).statusCode).toBe(404);
    const invalid = await harness.app.inject({ method: 'GET', url: '/docs/..%2Fsecrets' });
    expect(invalid.statusCode).toBe(400);
  });
});
