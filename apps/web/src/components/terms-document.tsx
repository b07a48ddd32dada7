import { Alert, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { latestTermsQuery } from '@/api/terms';
import { formatDate } from '@/lib/format-date';
import { ErrorState } from './error-state';

/** The latest terms and conditions, its paragraphs in a scrolling box. */
export function TermsDocument({ height = 320 }: { height?: number }) {
  const terms = useQuery(latestTermsQuery());
  if (terms.isPending) return <Skeleton h={height} />;
  if (terms.isError) return <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />;
  const paragraphs = terms.data.content.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Stack gap="xs">
      <div>
        <Title order={2} size="h5">
          {terms.data.title}
        </Title>
        <Text size="xs" c="dimmed">
          Version of {formatDate(terms.data.document_date)}
        </Text>
      </div>
      <Alert variant="default" p={0}>
        <ScrollArea h={height} type="auto" p="md" aria-label="Terms and conditions text">
          <Stack gap="sm">
            {paragraphs.map((paragraph, index) => (
              // The paragraphs of one document never move, so their position identifies them.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
                {paragraph.trim()}
              </Text>
            ))}
          </Stack>
        </ScrollArea>
      </Alert>
    </Stack>
  );
}
