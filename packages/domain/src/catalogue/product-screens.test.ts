import { describe, expect, it } from 'vitest';
import { PRODUCT_ORDER_PATHS, productListPath, productOrderPath } from './product-screens.js';

describe('spec 2: the screens of each product', () => {
  it('knows the list screen of each service type; a LAG is on the ports list', () => {
    expect(productListPath('port')).toBe('/ports');
    expect(productListPath('LAG')).toBe('/ports');
    expect(productListPath('l3nf')).toBe('/cloud-routers');
    expect(productListPath('cr-connection')).toBeUndefined();
  });

  it('knows the order screen of each product customers order themselves', () => {
    expect(productOrderPath('vc')).toBe('/vcs/create');
    expect(productOrderPath('Port')).toBe('/ports/create');
    expect(productOrderPath('flex-bandwidth')).toBeUndefined();
    expect(Object.values(PRODUCT_ORDER_PATHS).every((path) => path.includes('/create'))).toBe(true);
  });
});
