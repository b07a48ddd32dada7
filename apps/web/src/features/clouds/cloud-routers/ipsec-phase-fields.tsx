import { Alert, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  IPSEC_DH_GROUPS,
  IPSEC_LIFETIME,
  IPSEC_PHASE1_AUTHENTICATION_ALGOS,
  IPSEC_PHASE1_ENCRYPTION_ALGOS,
  IPSEC_PHASE2_AUTHENTICATION_ALGOS,
  IPSEC_PHASE2_ENCRYPTION_ALGOS,
} from '@portal/domain';
import { FieldRow } from '@/components/field-row';
import {
  applyPreset,
  dhGroupLabel,
  type IpsecPhaseValues,
  isGcm,
  phasesOfValues,
  weakChoices,
} from './ipsec-connection-form';
import { IPSEC_PRESETS, presetMatching } from './ipsec-presets';

type PhaseValues = IpsecPhaseValues & { preset: string };

const dhGroups = IPSEC_DH_GROUPS.map((value) => ({ value, label: dhGroupLabel(value) }));
const CUSTOM = '';

/**
 * The vendor preset and both IPsec phases (spec 3 "IPsec", spec 5 allowed values): choosing a vendor fills every
 * phase field; changing one by hand makes the profile custom. AES-GCM in phase 2 takes no authentication algorithm,
 * so that field is emptied and disabled. Weak choices spec 5 still allows are named in a warning.
 */
export function IpsecPhaseFields<T extends PhaseValues>({ form: typedForm }: { form: UseFormReturnType<T> }) {
  // The fields used here exist on every T; the form is read through the shape they share.
  const form = typedForm as unknown as UseFormReturnType<PhaseValues>;
  const values = form.getValues();
  const matching = presetMatching(phasesOfValues(values));
  const gcm = isGcm(values.phase2_encryption_algo);
  const weak = weakChoices(values);

  const choosePreset = (id: string | null) => form.setValues(applyPreset(form.getValues(), id ?? CUSTOM));
  // A phase field changed by hand: the preset shown follows the values (a preset again if they match one).
  const phaseInput = (field: keyof IpsecPhaseValues) => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (value: unknown) => {
        props.onChange(value);
        const next = { ...form.getValues() };
        if (field === 'phase2_encryption_algo' && typeof value === 'string' && isGcm(value)) {
          form.setFieldValue('phase2_authentication_algo', '');
          next.phase2_authentication_algo = '';
        }
        form.setFieldValue('preset', presetMatching(phasesOfValues(next))?.id ?? CUSTOM);
      },
    };
  };

  return (
    <Stack gap="md">
      <Select
        label="Firewall vendor preset"
        description="Fills both phases with the vendor's recommended profile; change any field to make it your own"
        placeholder="Custom profile"
        data={IPSEC_PRESETS.map((preset) => ({ value: preset.id, label: `${preset.vendor} (${preset.devices})` }))}
        value={matching?.id ?? null}
        onChange={choosePreset}
        clearable
      />
      <Text fw={600} size="sm">
        Phase 1 (IKE)
      </Text>
      <FieldRow cols={3}>
        <Select
          label="IKE version"
          withAsterisk
          data={[
            { value: '2', label: 'IKEv2' },
            { value: '1', label: 'IKEv1' },
          ]}
          allowDeselect={false}
          {...phaseInput('ike_version')}
        />
        <Select
          label="Authentication method"
          withAsterisk
          data={[{ value: 'pre-shared-key', label: 'Pre-shared key' }]}
          allowDeselect={false}
          {...phaseInput('phase1_authentication_method')}
        />
        <Select label="DH group" withAsterisk data={dhGroups} allowDeselect={false} {...phaseInput('phase1_group')} />
        <Select
          label="Encryption"
          withAsterisk
          data={[...IPSEC_PHASE1_ENCRYPTION_ALGOS]}
          allowDeselect={false}
          {...phaseInput('phase1_encryption_algo')}
        />
        <Select
          label="Authentication"
          withAsterisk
          data={[...IPSEC_PHASE1_AUTHENTICATION_ALGOS]}
          allowDeselect={false}
          {...phaseInput('phase1_authentication_algo')}
        />
        <TextInput
          label="Lifetime (seconds)"
          withAsterisk
          inputMode="numeric"
          description={`${IPSEC_LIFETIME.min} to ${IPSEC_LIFETIME.max}`}
          {...phaseInput('phase1_lifetime')}
          onChange={(event) => phaseInput('phase1_lifetime').onChange(event.currentTarget.value)}
        />
      </FieldRow>
      <Text fw={600} size="sm">
        Phase 2 (IPsec)
      </Text>
      <FieldRow cols={3}>
        <Select
          label="PFS group"
          withAsterisk
          data={dhGroups}
          allowDeselect={false}
          {...phaseInput('phase2_pfs_group')}
        />
        <Select
          label="Encryption"
          withAsterisk
          data={[...IPSEC_PHASE2_ENCRYPTION_ALGOS]}
          allowDeselect={false}
          {...phaseInput('phase2_encryption_algo')}
        />
        <Select
          label="Authentication"
          withAsterisk={!gcm}
          placeholder={gcm ? 'None: AES-GCM authenticates itself' : 'Choose'}
          disabled={gcm}
          data={[...IPSEC_PHASE2_AUTHENTICATION_ALGOS]}
          {...phaseInput('phase2_authentication_algo')}
          value={values.phase2_authentication_algo || null}
          onChange={(value) => phaseInput('phase2_authentication_algo').onChange(value ?? '')}
        />
        <TextInput
          label="Lifetime (seconds)"
          withAsterisk
          inputMode="numeric"
          description={`${IPSEC_LIFETIME.min} to ${IPSEC_LIFETIME.max}`}
          {...phaseInput('phase2_lifetime')}
          onChange={(event) => phaseInput('phase2_lifetime').onChange(event.currentTarget.value)}
        />
      </FieldRow>
      {weak.length > 0 && (
        <Alert color="yellow" variant="light" title="Weak settings">
          {`${weak.join(', ')}: allowed, but no longer considered safe. Use them only if your gateway supports nothing stronger.`}
        </Alert>
      )}
    </Stack>
  );
}
