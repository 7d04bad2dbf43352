import { Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export const SLOW_HINT_DELAY_MS = 3_000;
export const SLOW_HINT_TEXT = 'Still loading…';

export type SlowHintProps = {
  /** Whether the thing is still loading; the hint restarts its wait each time this turns on. */
  active?: boolean;
  delayMs?: number;
  text?: string;
};

/** Says "Still loading…" once loading has lasted longer than 3 s, so a slow answer does not look stuck. */
export function SlowHint({
  active = true,
  delayMs = SLOW_HINT_DELAY_MS,
  text = SLOW_HINT_TEXT,
}: SlowHintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  if (!active || !shown) return null;
  return (
    <Text size={200} role="status">
      {text}
    </Text>
  );
}
