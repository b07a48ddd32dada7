import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteTabs } from './route-tabs';

const TABS = ['Details', 'Connections', 'Routes', 'Router logs', 'Looking glass', 'History', 'Documents'];

/** The declarations of one rule of the tabs' stylesheet. */
function ruleOf(selector: string): string {
  const css = readFileSync(new URL('./route-tabs.module.css', import.meta.url), 'utf8');
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
}

describe('the tabs of a details screen', () => {
  it('stay on one line that scrolls sideways on a narrow screen, instead of wrapping into rows', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <RouteTabs
          tabs={TABS.map((label) => ({ value: label.toLowerCase(), label }))}
          active="routes"
          onChange={() => undefined}
        >
          The routes
        </RouteTabs>
      </MantineProvider>,
    );
    const list = html.match(/<div class="([^"]*)"[^>]*role="tablist"/)?.[1] ?? '';
    // The stylesheet's class (named `_list_…` by the build) is on the tab list.
    expect(list.split(' ').some((name) => /^_?list_/.test(name))).toBe(true);
    const rule = ruleOf('.list');
    expect(rule).toContain('flex-wrap: nowrap;');
    expect(rule).toContain('overflow-x: auto;');
    expect(html).toContain('>The routes<');
  });
});
