import { Badge, Button, Card, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CloudRouterConnection, IpsecSettingsView } from '@portal/contract';
import { PERMISSIONS } from '@portal/domain';
import { IconKey, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useCan } from '@/api/use-can';
import { CopyableValue } from '@/components/copyable-value';
import { FactGrid } from '@/components/facts';
import { FieldRow } from '@/components/field-row';
import { FormErrorAlert } from '@/components/form-error-alert';
import { applyServerErrors } from '@/lib/form-errors';
import { useUpdateIpsec } from './api/cloud-router-mutations';
import { connectionSummary } from './cloud-router-display';
import {
  checkIpsecEdit,
  dhGroupLabel,
  gatewayAddressError,
  generateSharedKey,
  groupName,
  type IpsecEditValues,
  type IpsecPhaseValues,
  phasesOfValues,
  phaseValuesOf,
} from './ipsec-connection-form';
import { IpsecPhaseFields } from './ipsec-phase-fields';
import { type IpsecPhases, presetMatching } from './ipsec-presets';
import { useGatewayIsUnique } from './use-gateway-uniqueness';

function savedPhases(ipsec: IpsecSettingsView): IpsecPhaseValues {
  return phaseValuesOf({
    ike_version: ipsec.ike_version as IpsecPhases['ike_version'],
    phase1_authentication_method: ipsec.phase1_authentication_method as IpsecPhases['phase1_authentication_method'],
    phase1_group: ipsec.phase1_group as IpsecPhases['phase1_group'],
    phase1_encryption_algo: ipsec.phase1_encryption_algo as IpsecPhases['phase1_encryption_algo'],
    phase1_authentication_algo: ipsec.phase1_authentication_algo as IpsecPhases['phase1_authentication_algo'],
    phase1_lifetime: ipsec.phase1_lifetime,
    phase2_pfs_group: ipsec.phase2_pfs_group as IpsecPhases['phase2_pfs_group'],
    phase2_encryption_algo: ipsec.phase2_encryption_algo as IpsecPhases['phase2_encryption_algo'],
    phase2_authentication_algo: ipsec.phase2_authentication_algo as IpsecPhases['phase2_authentication_algo'],
    phase2_lifetime: ipsec.phase2_lifetime,
  });
}

const EDIT_FIELDS = [
  'customer_gateway_address',
  'pre_shared_key',
  'ike_version',
  'phase1_authentication_method',
  'phase1_group',
  'phase1_encryption_algo',
  'phase1_authentication_algo',
  'phase1_lifetime',
  'phase2_pfs_group',
  'phase2_encryption_algo',
  'phase2_authentication_algo',
  'phase2_lifetime',
] as const;

function EditIpsecForm({
  connection,
  ipsec,
  onDone,
}: {
  connection: CloudRouterConnection;
  ipsec: IpsecSettingsView;
  onDone: () => void;
}) {
  const update = useUpdateIpsec(connection.cloud_router_circuit_id, connection.cloud_circuit_id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = { ...savedPhases(ipsec), customer_gateway_address: ipsec.customer_gateway_address };
  const form = useForm<IpsecEditValues>({
    initialValues: {
      ...saved,
      preset: presetMatching(phasesOfValues(saved))?.id ?? '',
      pre_shared_key: '',
    },
  });
  const values = form.getValues();
  const gateway = useGatewayIsUnique(values.customer_gateway_address, ipsec.customer_gateway_address);
  const gatewayError =
    values.customer_gateway_address.trim() !== ipsec.customer_gateway_address
      ? gatewayAddressError(values.customer_gateway_address, gateway.isUnique)
      : undefined;

  const submit = form.onSubmit((submitted) => {
    setRefusal(null);
    const checked = checkIpsecEdit(submitted, saved, gateway.isUnique);
    if (!checked.body) return form.setErrors(checked.errors);
    if (Object.keys(checked.body).length === 0) return onDone();
    update.mutate(checked.body, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: checked.body.pre_shared_key
            ? 'The IPsec settings and the new pre-shared key were saved. The key is not shown again.'
            : 'The IPsec settings were saved.',
        });
        onDone();
      },
      onError: (error) => setRefusal(applyServerErrors(form, error, EDIT_FIELDS)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={refusal} title="The IPsec settings were not saved" />
        <FieldRow cols={2}>
          <TextInput
            label="Your gateway address"
            withAsterisk
            description={gateway.isChecking ? 'Checking that no other connection uses it…' : 'A public IPv4 address'}
            {...form.getInputProps('customer_gateway_address')}
            error={form.errors.customer_gateway_address ?? gatewayError}
          />
          <PasswordInput
            label="New pre-shared key"
            description="Leave empty to keep the current key; 8 to 64 characters"
            autoComplete="new-password"
            {...form.getInputProps('pre_shared_key')}
            rightSectionWidth={36}
          />
        </FieldRow>
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconKey size={14} />}
            onClick={() => form.setFieldValue('pre_shared_key', generateSharedKey())}
          >
            Generate a new key
          </Button>
        </Group>
        <IpsecPhaseFields form={form} />
        <Group>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save IPsec settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The IPsec side of a connection: both gateways, the phases (with the preset they match) and the key's presence. */
export function IpsecSettingsCard({
  connection,
  ipsec,
}: {
  connection: CloudRouterConnection;
  ipsec: IpsecSettingsView;
}) {
  const canChange = useCan(PERMISSIONS.CLOUD_ROUTER_CREATE);
  const [isEditing, setIsEditing] = useState(false);
  const preset = presetMatching(phasesOfValues(savedPhases(ipsec)));
  const facts: [string, ReactNode][] = [
    ['Your gateway', ipsec.customer_gateway_address],
    // The address the customer's firewall peers with: copied into its configuration.
    ['Our gateway', <CopyableValue key="ours" value={ipsec.local_gateway_address} label="our gateway address" />],
    ['IKE version', `IKEv${ipsec.ike_version}`],
    [
      'Phase 1',
      `${ipsec.phase1_encryption_algo}, ${ipsec.phase1_authentication_algo}, ${dhGroupLabel(ipsec.phase1_group)}, ${ipsec.phase1_lifetime} s`,
    ],
    [
      'Phase 2',
      `${ipsec.phase2_encryption_algo}${ipsec.phase2_authentication_algo ? `, ${ipsec.phase2_authentication_algo}` : ''}, PFS ${groupName(ipsec.phase2_pfs_group)}, ${ipsec.phase2_lifetime} s`,
    ],
    ['Pre-shared key', ipsec.has_shared_key ? 'Stored encrypted; never shown again' : 'None'],
  ];
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Text fw={600} component="h2">
            IPsec
          </Text>
          <Badge variant="light" color={preset ? 'blue' : 'gray'}>
            {preset ? `${preset.vendor} preset` : 'Custom profile'}
          </Badge>
        </Group>
        {canChange && !isEditing && connectionSummary(connection) !== 'deleting' && (
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setIsEditing(true)}>
            Edit IPsec
          </Button>
        )}
      </Group>
      {isEditing ? (
        <EditIpsecForm connection={connection} ipsec={ipsec} onDone={() => setIsEditing(false)} />
      ) : (
        <FactGrid facts={facts} />
      )}
    </Card>
  );
}
