import { Alert, Anchor, List, Skeleton, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePagePermissions } from '../../../components/data';
import { PAGE_OF, documentHref } from './labels';
import type { ReturnProblem } from './types';

function ProblemItem({ problem }: { problem: ReturnProblem }) {
  const canOpen = usePagePermissions(PAGE_OF[problem.kind])('view');
  return (
    <List.Item>
      {canOpen ? (
        <Anchor
          component={Link}
          to={documentHref(problem)}
          size="sm"
          c="inherit"
          underline="always"
        >
          {problem.message}
        </Anchor>
      ) : (
        <Text size="sm">{problem.message}</Text>
      )}
    </List.Item>
  );
}

/** What the portal would refuse in the period's GSTR-1, or a green all-clear. */
export function ProblemsPanel({
  problems,
  loading,
}: {
  problems: readonly ReturnProblem[] | undefined;
  loading: boolean;
}) {
  if (loading || !problems) return <Skeleton h={64} radius="md" />;
  if (problems.length === 0) {
    return (
      <Alert
        color="green"
        variant="light"
        icon={<IconCircleCheck size={20} />}
        title="No problems found"
      >
        Every document has an HSN code, a valid recipient GSTIN and a place of supply the portal
        accepts.
      </Alert>
    );
  }
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={`${count} to fix before filing`}
    >
      <Text size="sm" mb="xs">
        The GST portal would refuse these documents. Fix them, then download the return again.
      </Text>
      <List size="sm" spacing={4} aria-label="Problems">
        {problems.map((problem, i) => (
          <ProblemItem key={`${problem.documentNumber}-${problem.field}-${i}`} problem={problem} />
        ))}
      </List>
    </Alert>
  );
}
