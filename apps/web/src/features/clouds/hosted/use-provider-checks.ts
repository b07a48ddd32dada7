import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@portal/domain';
import { useAzureServiceKeyCheck, useHostedOnRamps, useOracleOcidCheck } from './api/hosted-queries';
import {
  isAzureKeyWellFormed,
  isOracleOcidWellFormed,
  type ProviderContext,
  type ProviderParameterValues,
} from './hosted-order-form';

/**
 * What a form of the cloud's side asks as it is filled (spec 5): the provider's hosted on-ramps, and the Azure
 * service key and Oracle OCID asked of the cloud once well formed and no longer being typed. `context` holds the
 * answers that belong to what the fields hold now, for the form's own checks.
 */
export function useProviderChecks(values: ProviderParameterValues) {
  const onRamps = useHostedOnRamps(values.provider);
  const onRamp = onRamps.data?.find((item) => item.pop === values.pop);
  const typedKey = values.azure_service_key.trim();
  const [azureKey] = useDebouncedValue(typedKey, DEBOUNCE_MS.default);
  const azureCheck = useAzureServiceKeyCheck(
    azureKey,
    values.speed,
    values.provider === 'azure' && isAzureKeyWellFormed(azureKey),
  );
  const typedOcid = values.vc_ocid.trim();
  const [ocid] = useDebouncedValue(typedOcid, DEBOUNCE_MS.default);
  const oracleCheck = useOracleOcidCheck(
    ocid,
    values.region,
    values.provider === 'oracle' && isOracleOcidWellFormed(ocid, values.region),
  );
  const context: ProviderContext = {
    onRamp,
    azureCheck: azureKey === typedKey ? azureCheck.data : undefined,
    oracleCheck: ocid === typedOcid ? oracleCheck.data : undefined,
  };
  return { onRamps, onRamp, azureCheck, oracleCheck, context };
}
