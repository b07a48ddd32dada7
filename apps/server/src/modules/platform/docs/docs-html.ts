import type { DocsPage } from './docs-library.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1a1b1e; --muted: #5c5f66; --bg: #fff; --line: #dee2e6; --link: #1c7ed6; --code: #f1f3f5; }
  @media (prefers-color-scheme: dark) { :root { --fg: #c1c2c5; --muted: #909296; --bg: #1a1b1e; --line: #373a40; --link: #4dabf7; --code: #25262b; } }
  body { margin: 0; font: 16px/1.6 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Arial, sans-serif; color: var(--fg); background: var(--bg); }
  header { border-bottom: 1px solid var(--line); padding: 12px 24px; display: flex; gap: 16px; align-items: center; }
  header a { color: var(--fg); font-weight: 600; text-decoration: none; }
  nav { width: 240px; padding: 24px; border-right: 1px solid var(--line); flex-shrink: 0; }
  nav a { display: block; padding: 4px 0; color: var(--link); text-decoration: none; }
  nav a[aria-current="page"] { font-weight: 600; color: var(--fg); }
  .layout { display: flex; min-height: calc(100vh - 50px); }
  main { padding: 24px 40px; max-width: 820px; }
  a { color: var(--link); }
  code, pre { background: var(--code); border-radius: 4px; font-size: 14px; }
  code { padding: 1px 4px; } pre { padding: 12px; overflow-x: auto; } pre code { padding: 0; }
  table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; }
  .muted { color: var(--muted); }
`;

/** A documentation page in the portal's look, readable without the app (and without any script). */
export function renderDocsPage(pages: readonly DocsPage[], current: DocsPage | null): string {
  const links = pages
    .map(
      (page) =>
        `<a href="${page.uri}"${page.slug === current?.slug ? ' aria-current="page"' : ''}>${escapeHtml(page.title)}</a>`,
    )
    .join('');
  const content = current
    ? current.html
    : `<h1>Documentation</h1><p class="muted">How to use the portal and its API.</p><ul>${pages
        .map((page) => `<li><a href="${page.uri}">${escapeHtml(page.title)}</a> — ${escapeHtml(page.description)}</li>`)
        .join('')}</ul>`;
  const title = current ? `Portal - Documentation - ${escapeHtml(current.title)}` : 'Portal - Documentation';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><header><a href="/dashboard">Portal</a><span class="muted">Documentation</span></header><div class="layout"><nav aria-label="Documentation pages"><a href="/docs"${current ? '' : ' aria-current="page"'}>Overview</a>${links}</nav><main>${content}</main></div></body></html>`;
}
