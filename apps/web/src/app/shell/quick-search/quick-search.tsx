import { Button, Kbd, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useShortcuts } from '@/lib/use-shortcut';
import { QuickSearchDialog } from './quick-search-dialog';

/** spec 2: the quick search opens with Ctrl+K, Cmd+K or /. */
export const QUICK_SEARCH_SHORTCUTS = ['ctrl+k', 'meta+k', '/'] as const;

/** Apple keyboards say ⌘ where the others say Ctrl; the hint shows the one this keyboard has. */
function isApplePlatform(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.userAgent);
}

/** The top bar's search button with its shortcut hint, and the dialog it opens. */
export function QuickSearch() {
  const [isOpen, setOpen] = useState(false);
  useShortcuts(QUICK_SEARCH_SHORTCUTS, 'Open quick search', () => setOpen(true));
  const modifier = isApplePlatform() ? '⌘' : 'Ctrl';

  return (
    <>
      <Tooltip label={`Quick search (${modifier}+K or /)`}>
        <Button
          variant="default"
          size="sm"
          onClick={() => setOpen(true)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" visibleFrom="sm">
              {modifier} K
            </Kbd>
          }
          aria-keyshortcuts="Control+K Meta+K /"
        >
          {/* Named by its text: "Quick search" and the shortcut seen beside it. */}
          <VisuallyHidden>Quick </VisuallyHidden>
          <span>Search</span>
        </Button>
      </Tooltip>
      <QuickSearchDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
