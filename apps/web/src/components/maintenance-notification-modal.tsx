import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';

interface MaintenanceNotificationModalProps {
  /** The list the modal opens over (`/ports`), where closing it returns. */
  listPath: string;
  /** The list's name as its button says it ("ports", "virtual circuits"). */
  listName: string;
}

/**
 * `{list}/notifications/{uuid}` (spec 2): the maintenance details modal over a product list (ports, virtual
 * circuits, point-to-points, hosted and dedicated clouds, cloud routers). Maintenance notifications do not exist yet,
 * so every id is one the portal does not know, and the modal says so.
 */
export function MaintenanceNotificationModal({ listPath, listName }: MaintenanceNotificationModalProps) {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const close = () => navigate(listPath, { replace: true });

  return (
    <Modal opened onClose={close} title="Maintenance notification" centered>
      <Stack gap="md">
        <Text size="sm">The notification {uuid} was not found. It may have expired, or the link may be wrong.</Text>
        <Group justify="flex-end">
          <Button onClick={close}>Back to the {listName}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
