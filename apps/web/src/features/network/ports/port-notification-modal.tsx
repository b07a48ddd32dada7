import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';

/**
 * /ports/notifications/{uuid} (spec 2): the maintenance details modal over the ports list. Maintenance
 * notifications do not exist yet, so every id is one the portal does not know, and the modal says so.
 */
export function PortNotificationModal() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const close = () => navigate('/ports', { replace: true });

  return (
    <Modal opened onClose={close} title="Maintenance notification" centered>
      <Stack gap="md">
        <Text size="sm">The notification {uuid} was not found. It may have expired, or the link may be wrong.</Text>
        <Group justify="flex-end">
          <Button onClick={close}>Back to the ports</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
