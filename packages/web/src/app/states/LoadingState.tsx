import { Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

/** After this long a load is called slow and the user is told it is still working. */
export const SLOW_AFTER_MS = 5_000;

export interface LoadingStateProps {
  label?: string;
}

/** Spinner with a 'still loading' hint when the wait gets long (shell fallback until the UI kit's lands). */
export function LoadingState({ label = 'Loading…' }: LoadingStateProps) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" style={{ padding: 24 }}>
      <Spinner label={label} />
      {slow && <p>This is taking longer than usual. Still working…</p>}
    </div>
  );
}
