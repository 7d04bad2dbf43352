import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A refusal whose message is shown as it is (a callback missing its answer, say). */
export class ConsentRefusal extends Error {}

/**
 * A consent page's return address (Amazon Ads, Seller Central): the answer in its query is spent
 * exactly once by `spend`, which navigates on success and throws to say why not
 * (a ConsentRefusal's message is shown as it is; anything else through `toText`). Returns the
 * failure to show, or null while it runs.
 */
export function useConsentCallback(
  spend: (params: URLSearchParams) => Promise<void>,
  toText: (error: unknown) => string,
): string | null {
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const spent = useRef(false);
  // The latest closures, read once: the effect must run once whatever the render brings.
  const latest = useRef({ spend, toText });
  latest.current = { spend, toText };

  useEffect(() => {
    // Strict mode runs effects twice in development; a code or state can be spent only once.
    if (spent.current) return;
    spent.current = true;
    latest.current
      .spend(params)
      .catch((error: unknown) =>
        setFailure(error instanceof ConsentRefusal ? error.message : latest.current.toText(error)),
      );
  }, [params]);

  return failure;
}
