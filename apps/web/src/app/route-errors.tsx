import { Box, Container, Title } from '@mantine/core';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '@/components/error-state';

function useErrorToShow(): unknown {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return new Error(typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`);
  }
  return error;
}

/** A failure that prevented the whole app from rendering (e.g. the session could not be checked). */
export function AppError() {
  const error = useErrorToShow();
  const revalidator = useRevalidator();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        Portal
      </Title>
      <ErrorState error={error} title="The portal could not load" onRetry={() => void revalidator.revalidate()} />
    </Container>
  );
}

/** A failure inside the content area: the shell stays usable around it. */
export function ContentError() {
  const error = useErrorToShow();
  const revalidator = useRevalidator();
  return (
    <Box py="md">
      <ErrorState error={error} title="This page could not load" onRetry={() => void revalidator.revalidate()} />
    </Box>
  );
}
