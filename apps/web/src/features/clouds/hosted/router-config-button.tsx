import { Button, Code, Group, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { HostedCloud, RouterType } from '@portal/contract';
import { IconDownload, IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { refusalMessage } from '@/lib/form-errors';
import { saveTextFile } from '@/lib/save-file';
import { useRouterConfig } from './api/hosted-mutations';
import { ROUTER_TYPE_OPTIONS, routerConfigFileName } from './hosted-display';

/**
 * The router configuration of a hosted connection (wire reference 3.7 `router-config?router_type=`): the user picks
 * one of the nine router types and downloads a text file with the connection's VLAN, addresses and ASNs for that
 * vendor; the text is shown too, to copy from.
 */
export function RouterConfigButton({ cloud }: { cloud: HostedCloud }) {
  const [isOpen, dialog] = useDisclosure(false);
  const [routerType, setRouterType] = useState<RouterType | null>(null);
  const config = useRouterConfig(cloud.cloud_circuit_id);

  const download = () => {
    if (!routerType) return;
    config.mutate(routerType, {
      onSuccess: (answer) =>
        saveTextFile(
          answer.router_config,
          routerConfigFileName(cloud.cloud_circuit_id, answer.router_type),
          'text/plain;charset=utf-8',
        ),
    });
  };
  const shown = config.data && config.data.router_type === routerType ? config.data.router_config : null;

  return (
    <>
      <Button variant="default" leftSection={<IconFileCode size={16} />} onClick={dialog.open}>
        Router configuration
      </Button>
      <Modal opened={isOpen} onClose={dialog.close} title="Router configuration" size="lg" centered>
        <Stack gap="md">
          <Text size="sm">
            A configuration for your router’s end of {cloud.cloud_circuit_id}: its VLAN, BGP addresses and ASNs, written
            for the router you choose.
          </Text>
          <FormErrorAlert
            message={config.error ? refusalMessage(config.error) : null}
            title="The configuration could not be made"
          />
          <Group align="flex-end" gap="sm">
            <Select
              label="Router type"
              placeholder="Choose your router"
              data={ROUTER_TYPE_OPTIONS}
              value={routerType}
              onChange={(value) => setRouterType(value as RouterType | null)}
              searchable
              style={{ flex: 1 }}
            />
            <Button
              leftSection={<IconDownload size={16} />}
              onClick={download}
              disabled={!routerType}
              loading={config.isPending}
            >
              Download
            </Button>
          </Group>
          {shown && (
            <ScrollArea.Autosize mah={320} type="auto">
              <Code block aria-label="Router configuration text">
                {shown}
              </Code>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Modal>
    </>
  );
}
