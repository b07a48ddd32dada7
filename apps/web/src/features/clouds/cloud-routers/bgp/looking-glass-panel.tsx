import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { validateIpv4, validateIpv6 } from '@portal/domain';
import { IconRoute } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { Fact } from '@/components/facts';
import { useLookingGlass } from './api/bgp-queries';

/** spec 5: the address asked about is an IPv4 or IPv6 host address (no mask), with the rule's own message. */
export function validateLookingGlassAddress(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return 'This field is required';
  if (text.includes(':')) return text.includes('/') ? 'Not a valid IPv6' : validateIpv6(text);
  return text.includes('/') ? 'Not a valid IPv4.' : validateIpv4(text);
}

/**
 * The looking glass of a cloud router (issue 18): an address in, and out the route that would carry traffic to it
 * (longest-prefix match over the router's best routes), its next hop, the connection and session it came from,
 * the AS path and why that route won over the others of its prefix.
 */
export function LookingGlassPanel({
  routerCircuitId,
  connectionNames,
}: {
  routerCircuitId: string;
  /** The router's connections' descriptions by cloud circuit ID, to name the one the route goes through. */
  connectionNames?: ReadonlyMap<string, string>;
}) {
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useLookingGlass(routerCircuitId, asked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validateLookingGlassAddress(typed);
    setFieldError(message);
    // A refused address clears the last answer, so it is not read as the answer to what was typed.
    setAsked(message === undefined ? typed.trim() : null);
  };

  let result: ReactNode = (
    <Text size="sm" c="dimmed">
      Type an address to see which route and next hop the router would use to reach it.
    </Text>
  );
  if (asked !== null && answer.isPending) {
    result = (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Looking up {asked}…
        </Text>
      </Group>
    );
  } else if (answer.isError) {
    result = <ErrorState error={answer.error} title="The looking glass did not answer" />;
  } else if (answer.data && !answer.data.found) {
    result = (
      <Alert color="yellow" variant="light" title={`No route to ${answer.data.address}`}>
        No best route of the router covers this address: traffic to it would be dropped.
      </Alert>
    );
  } else if (answer.data) {
    const found = answer.data;
    result = (
      <Stack gap="sm" aria-label={`Route to ${found.address}`}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact isMonospace label="Chosen route" value={found.prefix} />
          <Fact isMonospace label="Next hop" value={found.next_hop} />
          <Fact isMonospace label="AS path" value={found.as_path || '—'} />
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm">Through</Text>
          {found.cloud_circuit_id ? (
            <Anchor
              component={Link}
              to={`/cloud-routers/${encodeURIComponent(routerCircuitId)}/connections/${encodeURIComponent(found.cloud_circuit_id)}`}
              size="sm"
            >
              {connectionNames?.get(found.cloud_circuit_id) ?? found.cloud_circuit_id}
            </Anchor>
          ) : (
            <Text size="sm">the router itself</Text>
          )}
          {found.cloud_circuit_id && connectionNames?.has(found.cloud_circuit_id) && (
            <Text size="sm" c="dimmed">
              ({found.cloud_circuit_id})
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {found.alternatives === 0
            ? 'It is the only route of its prefix.'
            : `Chosen over ${found.alternatives} other route${found.alternatives === 1 ? '' : 's'} of its prefix: ${found.reason ?? 'best path'}.`}
        </Text>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group gap="xs">
          <IconRoute size={18} aria-hidden />
          <Title order={4}>Looking glass</Title>
        </Group>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              label="Destination address"
              placeholder="192.168.10.5"
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setFieldError(undefined);
              }}
              error={fieldError}
              w={280}
            />
            <Button type="submit" mt={25} loading={asked !== null && answer.isFetching}>
              Look up
            </Button>
          </Group>
        </form>
        <div aria-live="polite">{result}</div>
      </Stack>
    </Card>
  );
}
