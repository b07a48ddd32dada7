import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '@/lib/theme';
import { LiveEventsConnector } from './live-events-connector';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme (with the remembered light, dark or system choice), notifications, the query cache and live events. */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <Notifications position="bottom-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <LiveEventsConnector />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
