import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';

/** The ten recovery codes, shown once right after two-factor authentication is turned on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = codes.join('\n');
  const downloadUrl = useMemo(() => URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' })), [text]);
  useEffect(() => () => URL.revokeObjectURL(downloadUrl), [downloadUrl]);

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} title="Save your recovery codes now">
        Each code signs you in once if you lose your authenticator app. They are shown only this time: copy or download
        them and keep them somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-label="Recovery codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center" py={6}>
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button
          component="a"
          href={downloadUrl}
          download="portal-recovery-codes.txt"
          variant="light"
          leftSection={<IconDownload size={16} />}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}
