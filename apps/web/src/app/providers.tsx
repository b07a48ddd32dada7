import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandedMantineProvider } from './branded-mantine-provider';
import { LiveEventsConnector } from './live-events-connector';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The query cache, the host's branded theme (with the remembered light, dark or system choice), notifications and
 * live events. The cache comes first because the brand is loaded through it.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantineProvider>
        <Notifications position="bottom-right" limit={4} />
        <LiveEventsConnector />
        {children}
      </BrandedMantineProvider>
    </QueryClientProvider>
  );
}
