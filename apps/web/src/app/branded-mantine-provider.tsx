import { MantineProvider } from '@mantine/core';
import { useFavicon } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { useBranding } from '@/api/brand';
import { brandedTheme, colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME } from '@/lib/theme';

/**
 * spec 2 "Host and brand": the theme of this host. On a reseller host the brand's main colour becomes the primary
 * colour (its shades from the palette rule) and its favicon the page's icon; the light, dark or system choice is
 * remembered in local storage either way.
 */
export function BrandedMantineProvider({ children }: { children: ReactNode }) {
  const branding = useBranding();
  const theme = useMemo(() => brandedTheme(branding.mainColor), [branding.mainColor]);
  useFavicon(branding.favicon);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}
