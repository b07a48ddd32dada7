import type { ResellerBrand } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '@/lib/storage';
import { brandingOf, DEFAULT_BRANDING, fetchBrand, recallBrand } from './brand';

const GLOBEX: ResellerBrand = {
  domain: 'globex',
  favicon_link: '/v2/reseller-brands/globex/favicon',
  logo_link: '/v2/reseller-brands/globex/logo',
  main_color: '#7b2cbf',
  public_name: 'Globex Networks',
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the brand of a reseller host', () => {
  it('is remembered when it arrives, so the next visit opens in its colours', async () => {
    const store = memoryStore();
    vi.stubGlobal('fetch', answer(200, GLOBEX));
    expect(recallBrand('globex', store)).toBeUndefined();
    await expect(fetchBrand('globex', store)).resolves.toEqual(GLOBEX);
    expect(recallBrand('globex', store)).toEqual(GLOBEX);
    expect(brandingOf(recallBrand('globex', store))).toEqual({
      name: 'Globex Networks',
      logo: GLOBEX.logo_link,
      favicon: GLOBEX.favicon_link,
      mainColor: '#7b2cbf',
    });
  });

  it('is forgotten when the server no longer has it, and kept when the server cannot be reached', async () => {
    const store = memoryStore();
    store.set('portal.brand.gone', JSON.stringify({ ...GLOBEX, domain: 'gone' }));
    store.set('portal.brand.offline', JSON.stringify({ ...GLOBEX, domain: 'offline' }));
    vi.stubGlobal('fetch', answer(404, { message: 'Not found', code: 'not_found' }));
    await expect(fetchBrand('gone', store)).rejects.toMatchObject({ status: 404 });
    expect(recallBrand('gone', store)).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(fetchBrand('offline', store)).rejects.toBeInstanceOf(Error);
    expect(recallBrand('offline', store)?.domain).toBe('offline');
  });

  it('ignores a remembered value that is not a brand', () => {
    const store = memoryStore();
    store.set('portal.brand.broken', '{not json');
    store.set('portal.brand.odd', JSON.stringify({ main_color: 42 }));
    expect(recallBrand('broken', store)).toBeUndefined();
    expect(recallBrand('odd', store)).toBeUndefined();
    expect(brandingOf(recallBrand('odd', store))).toBe(DEFAULT_BRANDING);
  });
});
