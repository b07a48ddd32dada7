import { Alert, Anchor, Button, Card, FileInput, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { createOutboundCrossConnectSchema, DOCUMENT_MAX_BYTES } from '@portal/contract';
import { formatBytes, messages } from '@portal/domain';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LimitedTextInput } from '@/components/limited-input';
import { PageHeader } from '@/components/page-header';
import { useUnsavedChanges } from '@/components/unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { maxLengthOf } from '@/lib/max-length';
import { zodFormResolver } from '@/lib/zod-form-resolver';
import { useCrossConnects } from './api/cross-connects-query';
import { useOrderPorts } from './api/order-ports-query';
import { useOrderPtps } from './api/order-ptps-query';
import { useCreateCrossConnect } from './api/use-create-cross-connect';
import { useUploadLoa } from './api/use-upload-loa';
import { orderChoiceGroups } from './cross-connect-rules';

interface OrderValues {
  port: string;
  loa: File | null;
  description: string;
  destination_name: string;
  destination_circuit_id: string;
  panel: string;
  module: string;
  position: string;
  data_center_cross_connect_id: string;
}

const EMPTY: OrderValues = {
  port: '',
  loa: null,
  description: '',
  destination_name: '',
  destination_circuit_id: '',
  panel: '',
  module: '',
  position: '',
  data_center_cross_connect_id: '',
};
const FIELDS = [...Object.keys(EMPTY), 'document_uuid', 'site'];
/** The contract's order schema without what the page fills in itself (the site, the uploaded LOA). */
const orderFieldsSchema = createOutboundCrossConnectSchema.omit({ document_uuid: true, site: true });
const validateFields = zodFormResolver<Omit<OrderValues, 'loa'>>(orderFieldsSchema);

/** An LOA uploaded for this order, reused when the order is sent again with the same file and port. */
interface UploadedLoa {
  uuid: string;
  file: File;
  port: string;
}

/**
 * /cross-connects/create (spec 2): order a cross connect from one of the company's ports, or from an end of one of
 * its active point-to-points (spec 5), with the Letter of Authorization the other party gave the customer. Ports
 * spec 5 refuses are listed with their reason and cannot be chosen; only eligible point-to-point ends are offered; the LOA is uploaded as a document first, then the order is placed (it answers only a message) and the
 * list shows it walking the board.
 */
export function CreateCrossConnectPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ports = useOrderPorts();
  const ptps = useOrderPtps();
  const crossConnects = useCrossConnects();
  const upload = useUploadLoa();
  const create = useCreateCrossConnect();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<UploadedLoa | null>(null);
  const form = useForm<OrderValues>({
    initialValues: { ...EMPTY, port: searchParams.get('port') ?? '' },
    validate: (values) => {
      const errors = validateFields(values);
      if (!values.loa) errors.loa = messages.required;
      else if (values.loa.size > DOCUMENT_MAX_BYTES)
        errors.loa = `The file is larger than ${formatBytes(DOCUMENT_MAX_BYTES)}.`;
      return errors;
    },
  });
  const unsaved = useUnsavedChanges(() => form.isDirty());

  const groups =
    ports.data && ptps.data && crossConnects.data ? orderChoiceGroups(ports.data, ptps.data, crossConnects.data) : [];
  const choices = groups.flatMap((group) => group.choices);
  const isLoading = ports.isPending || ptps.isPending || crossConnects.isPending;
  const chosen = choices.find((choice) => choice.value === form.values.port);
  const refusedCount = choices.filter((choice) => choice.refusal).length;
  const isPending = upload.isPending || create.isPending;

  const submit = form.onSubmit(async (values) => {
    setRefusal(null);
    if (!chosen || !values.loa) return;
    let isUploading = false;
    try {
      let documentUuid =
        uploaded && uploaded.file === values.loa && uploaded.port === values.port ? uploaded.uuid : null;
      if (documentUuid === null) {
        isUploading = true;
        const document = await upload.mutateAsync({
          file: values.loa,
          portCircuitId: chosen.documentCircuitId,
          description: `LOA for a cross connect from ${values.port}`,
        });
        isUploading = false;
        documentUuid = document.uuid;
        setUploaded({ uuid: documentUuid, file: values.loa, port: values.port });
      }
      const { loa: _file, ...fields } = values;
      const answer = await create.mutateAsync({ ...fields, site: chosen.site, document_uuid: documentUuid });
      notifications.show({ color: 'green', message: answer.message });
      unsaved.release();
      navigate('/cross-connects');
    } catch (error) {
      const message = applyServerErrors(form, error, FIELDS);
      // The upload's own refusal (file type, size) belongs to the file field.
      if (isUploading && message) form.setFieldError('loa', message);
      else setRefusal(message);
    }
  });

  if (ports.error || ptps.error || crossConnects.error) {
    return (
      <ErrorState
        error={ports.error ?? ptps.error ?? crossConnects.error}
        title="The ports could not load"
        onRetry={() => {
          void ports.refetch();
          void ptps.refetch();
          void crossConnects.refetch();
        }}
      />
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" maw={880}>
      <PageHeader
        title="Order a cross connect"
        description="Connect one of your ports to another party in the same data center with the Letter of Authorization (LOA) they gave you."
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert message={refusal} title="The cross connect was not ordered" />
          <Select
            label="Port"
            description={
              refusedCount > 0
                ? `${refusedCount} of your ports cannot get a cross connect; each says why.`
                : 'The port the cross connect leaves from.'
            }
            placeholder={isLoading ? 'Loading your ports…' : 'Choose a port or a point-to-point end'}
            data={groups.map((group) => ({
              group: group.group,
              items: group.choices.map((choice) => ({
                value: choice.value,
                label: choice.label,
                disabled: Boolean(choice.refusal),
              })),
            }))}
            renderOption={({ option }) => {
              const reason = choices.find((choice) => choice.value === option.value)?.refusal;
              return (
                <Stack gap={0}>
                  <Text size="sm">{option.label}</Text>
                  {reason && (
                    <Text size="xs" c="red">
                      {reason}
                    </Text>
                  )}
                </Stack>
              );
            }}
            searchable
            nothingFoundMessage="No port matches"
            disabled={isLoading}
            withAsterisk
            {...form.getInputProps('port')}
            error={form.errors.port ?? chosen?.refusal}
          />
          {choices.length === 0 && !isLoading && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
              You have no ports yet.{' '}
              <Anchor component={Link} to="/ports/create">
                Order a port
              </Anchor>{' '}
              first.
            </Alert>
          )}
          {chosen && !chosen.refusal && !chosen.port && (
            <Text size="sm" c="dimmed">
              Site {chosen.site}: the port the provider built at this end of your point-to-point; the LOA is filed under
              the point-to-point {chosen.documentCircuitId}.
            </Text>
          )}
          {chosen?.port && !chosen.refusal && (
            <Text size="sm" c="dimmed">
              Site {chosen.port.site_code}, {chosen.port.market_description || chosen.port.pop}; your demarcation: panel{' '}
              {chosen.port.demarcation.panel}, module {chosen.port.demarcation.module}, position{' '}
              {chosen.port.demarcation.position}.
            </Text>
          )}
          <FileInput
            label="Letter of Authorization"
            description={`The LOA the other party gave you: PDF, PNG or JPEG, at most ${formatBytes(DOCUMENT_MAX_BYTES)}.`}
            placeholder="Choose the file"
            accept="application/pdf,image/png,image/jpeg"
            leftSection={<IconFileUpload size={16} />}
            withAsterisk
            clearable
            {...form.getInputProps('loa')}
          />
          <LimitedTextInput
            limit={maxLengthOf(createOutboundCrossConnectSchema, 'description')}
            label="Description"
            withAsterisk
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'destination_name')}
              label="Destination name"
              placeholder="The party you connect to"
              {...form.getInputProps('destination_name')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'destination_circuit_id')}
              label="Destination circuit id"
              {...form.getInputProps('destination_circuit_id')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'panel')}
              label="Panel"
              description="On the LOA"
              {...form.getInputProps('panel')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'module')}
              label="Module"
              description="On the LOA"
              {...form.getInputProps('module')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'position')}
              label="Position"
              description="On the LOA"
              {...form.getInputProps('position')}
            />
            <LimitedTextInput
              limit={maxLengthOf(createOutboundCrossConnectSchema, 'data_center_cross_connect_id')}
              label="Data center order id"
              description="If you have one"
              {...form.getInputProps('data_center_cross_connect_id')}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" component={Link} to="/cross-connects">
              Cancel
            </Button>
            <Button type="submit" loading={isPending} disabled={Boolean(chosen?.refusal)}>
              Order cross connect
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
