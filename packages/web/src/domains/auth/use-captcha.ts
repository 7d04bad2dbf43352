import { useCallback, useEffect, useState } from 'react';
import { useGraphQLCall } from '../../app/graphql-call/GraphQLCallProvider';
import { CaptchaDocument } from '../../gql/sign-in/graphql';

export interface CaptchaChallenge {
  token: string;
  question: string;
}

/**
 * The offline captcha of the public forms (create account, Amazon audit): a challenge on mount and
 * a fresh one after each refused submit, since a token is answered once.
 */
export function useCaptcha(): { captcha: CaptchaChallenge | null; failed: boolean; renew: () => void } {
  const call = useGraphQLCall();
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const renew = useCallback(() => {
    // The answered question goes at once: its token is spent, and an answer to it typed while the
    // next one loads would be refused again against the new token.
    setCaptcha(null);
    setFailed(false);
    call(CaptchaDocument, {})
      .then((data) => setCaptcha(data.captcha))
      .catch(() => {
        setCaptcha(null);
        setFailed(true);
      });
  }, [call]);
  useEffect(renew, [renew]);
  return { captcha, failed, renew };
}
