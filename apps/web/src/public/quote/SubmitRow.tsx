import { Alert, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A quote form's end: what went wrong (an alert, when anything did), then its submit button. */
export function SubmitRow({ problem, children }: { problem: string | null; children: ReactNode }) {
  return (
    <>
      {problem ? (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end">{children}</Group>
    </>
  );
}
