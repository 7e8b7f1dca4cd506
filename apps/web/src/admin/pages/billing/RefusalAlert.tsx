/** A refused e-document call, with the fields the server named (issue 17). */
import { Alert, Code, List, Text } from '@mantine/core';
import { isTRPCClientError } from '@trpc/client';
import { toastText } from '../../../lib/errors';
import { fieldProblems, problemPath, refusalHeadline, type FieldProblem } from './edocs';

export type Refusal = { title: string; message: string; problems: FieldProblem[] };

/** The refusal of a call: the server's words and field list, or `fallback` without them. */
export function refusalOf(error: unknown, title: string, fallback: string): Refusal {
  const problems = isTRPCClientError(error) ? fieldProblems(error.data) : [];
  const message = toastText(error, fallback);
  return { title, message: refusalHeadline(message, problems), problems };
}

/** A 400 (the document or the answer is refused) is shown in place; anything else is a toast. */
export function isRefusal(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const data = error.data as { httpStatus?: unknown } | undefined;
  return data?.httpStatus === 400;
}

/** The red alert: the headline, then one line per field (its path in code when not said). */
export function RefusalAlert({ refusal, onClose }: { refusal: Refusal; onClose?: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      title={refusal.title}
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      closeButtonLabel="Dismiss"
      role="alert"
    >
      <Text size="sm">{refusal.message}</Text>
      {refusal.problems.length ? (
        <List size="sm" mt={4} spacing={2}>
          {refusal.problems.map((problem, i) => {
            const path = problemPath(problem);
            return (
              <List.Item key={`${problem.field}-${i}`} style={{ overflowWrap: 'anywhere' }}>
                {problem.message}
                {path ? (
                  <>
                    {' '}
                    <Code>{path}</Code>
                  </>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </Alert>
  );
}
