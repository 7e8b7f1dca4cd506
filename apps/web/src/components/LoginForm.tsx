import {
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from './ColorSchemeToggle';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  title: string;
  subtitle: string;
  emailLabel: string;
  /** Shown above the title: the shop brand, or the product name for the master panel. */
  brand?: ReactNode;
  submitting: boolean;
  /** Inline error under the form (spec §2: red text), null when there is none. */
  error: string | null;
  onSubmit: (values: LoginValues) => void;
}

/** The sign-in card shared by the admin and master panels. */
export function LoginForm({
  title,
  subtitle,
  emailLabel,
  brand,
  submitting,
  error,
  onSubmit,
}: LoginFormProps) {
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) =>
        isNotEmpty(`${emailLabel} is required`)(value) ??
        isEmail('Enter a valid email address')(value),
      password: isNotEmpty('Password is required'),
    },
  });

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="flex-end" p="md">
        <ColorSchemeToggle />
      </Group>
      <Center px="md" pb="xl">
        <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          {brand ? <Box mb="lg">{brand}</Box> : null}
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={4} mb="lg">
            {subtitle}
          </Text>
          <form
            noValidate
            onSubmit={form.onSubmit((values) =>
              onSubmit({ ...values, email: values.email.trim() }),
            )}
          >
            <Stack gap="md">
              <TextInput
                label={emailLabel}
                type="email"
                autoComplete="username"
                placeholder="you@example.com"
                required
                withAsterisk={false}
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                withAsterisk={false}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': 'Toggle password visibility' }}
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" fullWidth loading={submitting} mt="xs">
                Sign in
              </Button>
              {error ? (
                <Text c="var(--mantine-color-error)" size="sm" role="alert" ta="center">
                  {error}
                </Text>
              ) : null}
            </Stack>
          </form>
        </Paper>
      </Center>
    </Box>
  );
}
