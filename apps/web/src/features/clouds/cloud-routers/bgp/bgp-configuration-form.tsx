import {
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { BgpSession } from '@portal/contract';
import { BFD_INTERVAL, BFD_MULTIPLIER, validateGatewayUniqueness } from '@portal/domain';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { FieldRow } from '@/components/field-row';
import { applyServerErrors } from '@/lib/form-errors';
import {
  asnKind,
  type BgpSessionFormValues,
  generateMd5Key,
  l3AddressField,
  md5Hint,
  newSessionValues,
  routingFingerprint,
  type SessionContext,
  sessionL3Address,
  sessionToValues,
  toDryRunBody,
  toSessionBody,
  validateSessionValues,
} from './bgp-session-form';
import { natFieldNames, natFieldOf } from './nat-form';
import { NatSection } from './nat-section';
import { PrefixFilterEditor } from './prefix-filter-editor';
import { useL3AddressIsUnique } from './use-l3-address-uniqueness';
import { WhatIfPreview } from './what-if-preview';

/** Why a user who may only read BGP sessions sees the dialog's fields and toggle but cannot change them. */
export const BGP_READ_ONLY_NOTE = 'Only a user who may change cloud routers can change this session.';

const FIELD_NAMES = [
  'remote_asn',
  'remote_address',
  'l3_address',
  'primary_subnet',
  'secondary_subnet',
  'md5',
  'multihop_ttl',
  'local_preference',
  'med',
  'as_prepend',
  'bfd_interval',
  'bfd_multiplier',
  'prefixes',
] as const;

interface BgpConfigurationFormProps {
  routerCircuitId: string;
  cloudCircuitId: string;
  context: SessionContext;
  /** The saved session; undefined when creating one. */
  session: BgpSession | undefined;
  isSaving: boolean;
  /**
   * Whether the signed-in user may change the session (spec 6: cloud-router.create, what its PUT and POST need):
   * else the fields are read-only and nothing offers to change or save them.
   */
  canChange: boolean;
  /**
   * The connection or its router is being deleted (spec 4: no change is made to a service being deleted): the
   * fields are read-only and nothing offers to change or save them, for anyone; the dialog says why.
   */
  isBeingDeleted: boolean;
  /** Saves the body; rejects with the server's refusal, which the form puts on its fields. */
  onSave: (values: BgpSessionFormValues) => Promise<unknown>;
  onCancel: () => void;
  /** Told whether the form holds edits that are not saved, so closing the dialog can ask first. */
  onDirtyChange: (isDirty: boolean) => void;
}

/**
 * The Configuration tab of the BGP session dialog (spec 3 "BGP session" fields, spec 5 and 9 limits): the peer
 * (the router's address asked live to be free on the router), the defaults, BFD, the import and export prefix
 * filters, and the NAT on a NAT-capable connection; the what-if of the draft (a saved session's change, or a new
 * session) shows under them before it is saved. What the user typed stays after a refusal. A user who may only read
 * sessions sees the same fields read-only, with why, and no control that would change or save them; so does everyone
 * while the connection or its router is being deleted.
 */
export function BgpConfigurationForm(props: BgpConfigurationFormProps) {
  const { routerCircuitId, cloudCircuitId, context, session, isSaving, canChange, isBeingDeleted } = props;
  const { onSave, onCancel, onDirtyChange } = props;
  const mayEdit = canChange && !isBeingDeleted;
  const isReadOnly = !mayEdit;
  const isAzure = context.provider.toLowerCase() === 'azure';
  const kind = session ? 'saved' : 'new';
  const [savedValues, setSavedValues] = useState(() =>
    session ? sessionToValues(session) : newSessionValues(context),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BgpSessionFormValues>({
    initialValues: savedValues,
    // The rules of this render, so a submit counts the uniqueness answer the form shows.
    validate: (values) => validateSessionValues(values, context, { isL3AddressUnique: uniqueness.isUnique }, kind),
  });
  const values = form.values;
  const asn = asnKind(values.remote_asn.trim());
  const l3Address = sessionL3Address(values, context);
  const uniqueness = useL3AddressIsUnique(routerCircuitId, l3Address, values.address_family, session?.l3_address);
  const addressField = l3AddressField(context);
  // The server's answer shows on the field as soon as it comes, before the form is submitted.
  const addressError =
    form.errors[addressField] ??
    (uniqueness.isUnique === undefined ? undefined : validateGatewayUniqueness(uniqueness.isUnique));
  const addressHint = uniqueness.isChecking
    ? 'Checking that no other session of the router uses it…'
    : uniqueness.isUnique
      ? 'Free: no other session of the router uses this address'
      : undefined;

  const savedFingerprint = useMemo(() => routingFingerprint(savedValues, context), [savedValues, context]);
  const fingerprint = routingFingerprint(values, context);
  const [debouncedFingerprint] = useDebouncedValue(fingerprint, 400);
  const isL3AddressUnique = uniqueness.isUnique;
  const errors = useMemo(
    () => validateSessionValues(values, context, { isL3AddressUnique }, kind),
    [values, context, isL3AddressUnique, kind],
  );
  const isValid = Object.keys(errors).length === 0;
  const isSettled = debouncedFingerprint === fingerprint;
  // A saved session's draft is its changed routing; a new session's is the whole create body once it is valid.
  const draft =
    !isValid || !isSettled
      ? null
      : session
        ? fingerprint === savedFingerprint
          ? null
          : { body: toDryRunBody(values, context), fingerprint }
        : { body: toSessionBody(values, context), fingerprint };

  const submit = form.onSubmit(async (submitted) => {
    // Enter in a read-only field still submits the form: nothing is sent for a user who may not change it.
    if (isReadOnly) return;
    setRefusal(null);
    try {
      await onSave(submitted);
      form.resetDirty(submitted);
      setSavedValues(submitted);
    } catch (error) {
      // Azure's router address is set from its primary subnet: a refusal of the address lands on the subnet.
      const fieldOf = (field: string) => (field === 'l3_address' ? addressField : natFieldOf(field));
      setRefusal(applyServerErrors(form, error, [...FIELD_NAMES, ...natFieldNames(submitted.nat)], fieldOf));
    }
  });

  const isDirty = form.isDirty();
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const input = (field: keyof BgpSessionFormValues) => ({ ...form.getInputProps(field), readOnly: isReadOnly });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!canChange && (
          <Text size="sm" c="dimmed">
            {BGP_READ_ONLY_NOTE}
          </Text>
        )}
        <Title order={5}>Peer</Title>
        {!session && (
          <SegmentedControl
            aria-label="Address family"
            data={[
              { value: 'v4', label: 'IPv4' },
              { value: 'v6', label: 'IPv6' },
            ]}
            {...input('address_family')}
          />
        )}
        <FieldRow cols={2}>
          <TextInput
            label="Remote ASN"
            withAsterisk
            inputMode="numeric"
            description={asn ? `A ${asn} ASN` : 'The peer’s ASN, 1 to 4294967294'}
            {...input('remote_asn')}
          />
          <TextInput
            label="Remote address"
            withAsterisk
            description="The peer’s address"
            placeholder={values.address_family === 'v6' ? 'fd00::2' : '169.254.0.2'}
            {...input('remote_address')}
          />
          {isAzure ? (
            <>
              <TextInput
                label="Primary subnet"
                withAsterisk
                description={
                  addressHint ??
                  (l3Address.includes('/') && !addressError
                    ? `The router’s address is set from it: ${l3Address}`
                    : 'The router’s address is set from it: its first host')
                }
                placeholder="169.254.0.0/30"
                {...input('primary_subnet')}
                error={addressError}
              />
              <TextInput label="Secondary subnet" placeholder="169.254.0.4/30" {...input('secondary_subnet')} />
            </>
          ) : (
            <TextInput
              label="Router address"
              withAsterisk
              description={addressHint ?? 'The router’s address with its mask (l3 address)'}
              placeholder={values.address_family === 'v6' ? 'fd00::1/126' : '169.254.0.1/30'}
              {...input('l3_address')}
              error={addressError}
            />
          )}
          <Stack gap={4}>
            <PasswordInput
              label="MD5 key"
              description={isReadOnly ? (values.is_md5_kept ? 'A key is set' : 'No key') : md5Hint(values)}
              placeholder={values.is_md5_kept && !isReadOnly ? 'Key set: leave empty to keep it' : undefined}
              autoComplete="new-password"
              {...input('md5')}
            />
            {mayEdit && (
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconKey size={14} />}
                  onClick={() => form.setFieldValue('md5', generateMd5Key())}
                >
                  Generate a key
                </Button>
                {values.is_md5_kept && (
                  <Button
                    variant="subtle"
                    size="xs"
                    color="red"
                    leftSection={<IconKeyOff size={14} />}
                    onClick={() => form.setValues({ md5: '', is_md5_kept: false })}
                  >
                    Remove the key
                  </Button>
                )}
                {!values.is_md5_kept && savedValues.is_md5_kept && (
                  <Button
                    variant="subtle"
                    size="xs"
                    leftSection={<IconKey size={14} />}
                    onClick={() => form.setValues({ md5: '', is_md5_kept: true })}
                  >
                    Keep the saved key
                  </Button>
                )}
              </Group>
            )}
          </Stack>
          <TextInput
            label="Multihop TTL"
            withAsterisk
            inputMode="numeric"
            description="1 (directly connected) to 4"
            {...input('multihop_ttl')}
          />
        </FieldRow>

        <Divider />
        <Title order={5}>Defaults for matched routes</Title>
        <FieldRow cols={3}>
          <TextInput
            label="Local preference"
            inputMode="numeric"
            description="Received routes; default 100"
            {...input('local_preference')}
          />
          <TextInput label="MED" inputMode="numeric" description="Advertised routes" {...input('med')} />
          <TextInput
            label="AS prepend"
            inputMode="numeric"
            description="0 to 5"
            placeholder="0"
            {...input('as_prepend')}
          />
        </FieldRow>
        <Checkbox
          label="New prefix lines match longer prefixes (orlonger)"
          {...form.getInputProps('orlonger', { type: 'checkbox' })}
          disabled={isReadOnly}
        />
        <Switch label="BFD" {...form.getInputProps('is_bfd_enabled', { type: 'checkbox' })} disabled={isReadOnly} />
        {values.is_bfd_enabled && (
          <FieldRow cols={2}>
            <TextInput
              label="BFD interval (ms)"
              inputMode="numeric"
              description={`${BFD_INTERVAL.min} to ${BFD_INTERVAL.max}, default ${BFD_INTERVAL.default}`}
              {...input('bfd_interval')}
            />
            <TextInput
              label="BFD multiplier"
              inputMode="numeric"
              description={`${BFD_MULTIPLIER.min} to ${BFD_MULTIPLIER.max}, default ${BFD_MULTIPLIER.default}`}
              {...input('bfd_multiplier')}
            />
          </FieldRow>
        )}

        <Divider />
        <PrefixFilterEditor form={form} isReadOnly={isReadOnly} />

        {(context.isNatCapable || values.nat.mode !== 'none') && (
          <>
            <Divider />
            <NatSection form={form} isDnatCapable={context.isDnatCapable ?? false} isReadOnly={isReadOnly} />
          </>
        )}

        {mayEdit && (
          <>
            <Divider />
            <WhatIfPreview
              routerCircuitId={routerCircuitId}
              cloudCircuitId={cloudCircuitId}
              uuid={session?.bgp_settings_uuid ?? null}
              draft={draft}
              isValid={isValid}
            />
          </>
        )}

        {refusal && (
          <Alert color="red" variant="light" title="The BGP session was not saved" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
          {mayEdit && (
            <Button type="submit" loading={isSaving} disabled={session !== undefined && !form.isDirty()}>
              {session ? 'Save' : 'Create BGP session'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
