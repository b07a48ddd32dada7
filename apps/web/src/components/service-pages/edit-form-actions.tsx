import { Button, Group } from '@mantine/core';

/** The end of a service's edit form: Cancel (kept until the save answers) and Save, busy while it saves. */
export function EditFormActions({ isSaving, onCancel }: { isSaving: boolean; onCancel: () => void }) {
  return (
    <Group>
      <Button variant="default" onClick={onCancel} disabled={isSaving}>
        Cancel
      </Button>
      <Button type="submit" loading={isSaving}>
        Save
      </Button>
    </Group>
  );
}
