import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { validateEmail } from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PublicPage, PublicPageLink } from '@/components/public-page';

/**
 * /auth/sso (spec 2): where a user of a company with single sign-on starts. SAML is not available in the portal
 * yet, so no company has single sign-on: the page says so plainly and sends the user to the login form.
 */
export function SsoPage() {
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: (value: string) => validateEmail(value.trim()) },
  });

  return (
    <PublicPage
      title="Single sign-on"
      description="Enter your work e-mail address to sign in through your company's identity provider."
      footer={<PublicPageLink to="/auth/login">Back to login</PublicPageLink>}
    >
      <form onSubmit={form.onSubmit((values) => setCheckedEmail(values.email.trim()))} noValidate>
        <Stack gap="md">
          {checkedEmail && (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle />}
              role="status"
              title="Single sign-on is not set up"
            >
              Single sign-on is not set up for the company of {checkedEmail}. Log in with your login and password
              instead.
            </Alert>
          )}
          <TextInput
            label="Work e-mail address"
            type="email"
            autoComplete="email"
            autoFocus
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth>
            Continue
          </Button>
        </Stack>
      </form>
    </PublicPage>
  );
}
