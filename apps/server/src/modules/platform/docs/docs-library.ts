import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocsIndexItem } from '@portal/contract';
import { Marked, type Tokens } from 'marked';

export interface DocsPage extends DocsIndexItem {
  slug: string;
  html: string;
}

/** Plain text of a Markdown body, for the search index: no markup, code kept, whitespace folded. */
function plainText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n?/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|]/g, ' ')
    .replace(/-{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A link to another page of the docs (`account-security.md`) becomes its address (`/docs/account-security`). */
function rewriteHref(href: string): string {
  const match = /^(?:\.\/)?([a-z0-9-]+)\.md(#.*)?$/.exec(href);
  return match ? `/docs/${match[1]}${match[2] ?? ''}` : href;
}

const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'link') (token as Tokens.Link).href = rewriteHref((token as Tokens.Link).href);
  },
});

/** Reads the Markdown pages of a folder: the first `# heading` is the title, the first paragraph the description. */
export function loadDocs(folder: string): DocsPage[] {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort();
  return files.map((file) => {
    const source = readFileSync(join(folder, file), 'utf8');
    const slug = file.replace(/\.md$/, '');
    const title = /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? slug;
    const body = source.replace(/^#\s+.+$/m, '').trim();
    const description = plainText(body.split(/\n\s*\n/)[0] ?? '');
    return {
      slug,
      title,
      description,
      content: plainText(body),
      uri: `/docs/${slug}`,
      html: markdown.parse(source, { async: false }),
    };
  });
}
