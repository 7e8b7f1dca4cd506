import { Text, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SLOGANS } from './slides';

const TYPE_MS = 55;
const HOLD_MS = 1600;

/**
 * Rotating slogans typed one letter at a time. Screen readers read the whole current slogan, not
 * the letters (no live region: a change every few seconds would keep interrupting them); with
 * reduced motion the slogans swap without typing.
 */
export function TypedSlogans() {
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(0);
  const slogan = SLOGANS[index % SLOGANS.length] ?? '';

  useEffect(() => {
    if (reduceMotion) {
      const timer = window.setTimeout(() => setIndex((i) => i + 1), HOLD_MS * 2);
      return () => window.clearTimeout(timer);
    }
    const done = length >= slogan.length;
    const timer = window.setTimeout(
      () => {
        if (done) {
          setIndex((i) => i + 1);
          setLength(0);
        } else {
          setLength((n) => n + 1);
        }
      },
      done ? HOLD_MS : TYPE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [length, slogan, reduceMotion]);

  const shown = reduceMotion ? slogan : slogan.slice(0, length);
  return (
    <Text fz={{ base: 20, md: 26 }} fw={700} c="amber.3" mih="2.6em" lh={1.3}>
      <span aria-hidden>
        {shown}
        <span style={{ borderRight: '3px solid currentColor', marginLeft: 2 }} />
      </span>
      <VisuallyHidden>{slogan}</VisuallyHidden>
    </Text>
  );
}
