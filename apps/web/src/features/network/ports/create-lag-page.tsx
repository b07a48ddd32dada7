import { Alert, Button, Card, Checkbox, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreateLagRequest,
  createLagRequestSchema,
  LAG_INTERVALS,
  PORT_DESCRIPTION_MAX,
  type Port,
} from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLocations } from '@/api/locations';
import { ErrorState } from '@/components/error-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextarea } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useCreateLag } from './api/port-mutations';
import { useAllPorts } from './api/ports-query';
import { canJoinSelection, lagCandidates, popsWithLagCandidates } from './lag-eligibility';
import { LagPrerequisites } from './lag-prerequisites';
import { PopPicker } from './pop-picker';

interface LagValues {
  pop: string | null;
  members: string[];
  interval: (typeof LAG_INTERVALS)[number];
  description: string;
}

const LAG_FIELDS = ['pop', 'members', 'interval', 'description'] as const;

const lagRequest = (values: LagValues): CreateLagRequest => ({ ...values, pop: values.pop ?? '' });
const validateRequest = zodFormResolver<CreateLagRequest>(createLagRequestSchema);

/** A candidate port as a checkbox: its id and description, disabled when it does not match the first choice. */
function CandidateCheckbox({ port, isDisabled }: { port: Port; isDisabled: boolean }) {
  return (
    <Checkbox
      value={port.port_circuit_id}
      disabled={isDisabled}
      label={`${port.port_circuit_id} — ${port.description}`}
      description={`${port.speed} ${port.media} · Zone ${port.zone} · ${port.site}${isDisabled ? ' · a different site, zone, speed or media' : ''}`}
    />
  );
}

/**
 * /ports/create/create-lag (issue 7 "LAGs"): a PoP, then the company's eligible ports there (spec 5 LAG
 * eligibility; the members share site, zone, speed and media), the LACP interval and a description.
 */
export function CreateLagPage() {
  const navigate = useNavigate();
  const ports = useAllPorts();
  const locations = useLocations();
  const create = useCreateLag();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LagValues>({
    initialValues: { pop: null, members: [], interval: 'fast', description: '' },
    validate: (values) => validateRequest(lagRequest(values)),
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());
  const { pop, members } = form.getValues();
  const usablePops = popsWithLagCandidates(ports.data ?? []);
  const candidates = lagCandidates(ports.data ?? [], pop);
  const selected = candidates.filter((port) => members.includes(port.port_circuit_id));

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    create.mutate(lagRequest(values), {
      onSuccess: (lag) => {
        unsaved.release();
        navigate(`/ports/${encodeURIComponent(lag.port_circuit_id)}`);
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, LAG_FIELDS)),
    });
  });

  // Nothing to bundle anywhere: explain what a LAG needs instead of a form with no choices.
  if (ports.data && usablePops.size === 0) return <LagPrerequisites ports={ports.data} />;

  let candidateList: ReactNode;
  if (ports.isPending) candidateList = <Skeleton h={80} />;
  else if (ports.error)
    candidateList = (
      <ErrorState error={ports.error} title="Your ports could not load" onRetry={() => void ports.refetch()} />
    );
  else if (pop === null)
    candidateList = (
      <Text size="sm" c="dimmed">
        Choose a location to see its eligible ports.
      </Text>
    );
  else if (candidates.length === 0)
    candidateList = (
      <Alert color="yellow" variant="light" title="No eligible ports here">
        A LAG is built from active ports that are not cloud, point-to-point or cloud-router ports and not already in a
        LAG. <Link to="/ports/create">Order ports</Link> of the same zone, speed and media at this location first.
      </Alert>
    );
  else
    candidateList = (
      <Checkbox.Group
        label="Member ports"
        description="Ports of one site, zone, speed and media; the first one you tick sets the kind."
        withAsterisk
        {...form.getInputProps('members')}
      >
        <Stack gap="xs" mt="xs">
          {candidates.map((port) => (
            <CandidateCheckbox
              key={port.port_circuit_id}
              port={port}
              isDisabled={!members.includes(port.port_circuit_id) && !canJoinSelection(port, selected)}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <PageHeader
        title="Create a LAG"
        description="A link aggregation group bundles ports of one location into a single, larger and redundant link."
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={640}>
          <FormErrorAlert message={refusal} title="The LAG was not created" />
          <PopPicker
            locations={locations.data?.filter((location) => usablePops.has(location.pop))}
            isLoading={locations.isPending || ports.isPending}
            value={pop}
            onChange={(value) => form.setValues({ pop: value, members: [] })}
            error={form.errors.pop as string | undefined}
            description="Only locations where you have at least two ports that can form a LAG are listed."
          />
          {candidateList}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              LACP interval
            </Text>
            <SegmentedControl
              aria-label="LACP interval"
              data={LAG_INTERVALS.map((interval) => ({
                value: interval,
                label: interval === 'fast' ? 'Fast (1 s)' : 'Slow (30 s)',
              }))}
              {...form.getInputProps('interval')}
              w="fit-content"
            />
          </Stack>
          <LimitedTextarea
            label="Description"
            withAsterisk
            autosize
            minRows={2}
            limit={PORT_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <Group>
            <Button variant="default" component={Link} to="/ports">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create LAG
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
