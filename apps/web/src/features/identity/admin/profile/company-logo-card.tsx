import { Alert, Button, Card, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { describeError, isApiError } from '@/api/api-error';
import { useUploadLogo } from './api/use-upload-logo';
import { LOGO_MIME_TYPES, logoFileProblem } from './logo-file';

/** The company logo: the current one, a preview of a chosen file, and the upload. */
export function CompanyLogoCard({ logo, canEdit }: { logo: string | null; canEdit: boolean }) {
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    upload.reset();
    setProblem(chosen ? (logoFileProblem(chosen) ?? null) : null);
    setFile(chosen);
  };

  const shown = preview ?? logo;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Logo
      </Title>
      <Stack gap="md">
        <Card withBorder radius="md" p="md" h={140} bg="var(--mantine-color-default-hover)">
          {shown ? (
            <Image src={shown} alt={preview ? 'Preview of the new logo' : 'Company logo'} fit="contain" h="100%" />
          ) : (
            <Stack align="center" justify="center" h="100%" gap={4}>
              <IconPhoto size={32} opacity={0.5} aria-hidden />
              <Text size="sm" c="dimmed">
                No logo yet
              </Text>
            </Stack>
          )}
        </Card>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {upload.isError && (
          <Alert color="red" variant="light" role="alert" title="The logo was not uploaded">
            {isApiError(upload.error) && upload.error.fields
              ? Object.values(upload.error.fields).join(' ')
              : describeError(upload.error)}
          </Alert>
        )}
        {canEdit && (
          <>
            <Text size="xs" c="dimmed">
              PNG, JPEG or SVG, at most 1 MB. A wide logo on a transparent background looks best.
            </Text>
            <Group gap="xs">
              <FileButton onChange={choose} accept={LOGO_MIME_TYPES.join(',')}>
                {(props) => (
                  <Button variant="default" leftSection={<IconPhoto size={16} />} {...props}>
                    {file ? 'Choose another file' : 'Choose a file'}
                  </Button>
                )}
              </FileButton>
              {file && (
                <Button
                  leftSection={<IconUpload size={16} />}
                  disabled={problem !== null}
                  loading={upload.isPending}
                  onClick={() =>
                    upload.mutate(file, {
                      onSuccess: () => {
                        setFile(null);
                        notifications.show({ color: 'green', message: 'The new logo is saved.' });
                      },
                    })
                  }
                >
                  Upload
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
