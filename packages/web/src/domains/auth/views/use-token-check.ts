import { useEffect, useState } from 'react';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { RegisterTokenDocument } from '../../../gql/sign-in/graphql';
import type { TokenState } from '../components/SetPasswordPage';

/**
 * Checks a register or reset link's token with the server on load (spec 2 "Set-password screen"):
 * 'unchecked' until it answers, then 'valid', or 'invalid' when refused or when the call fails.
 * `skip` (a signed-in visitor, no token) leaves it unchecked.
 */
export function useTokenCheck(token: string, skip: boolean): TokenState {
  const call = useGraphQLCall();
  const [checked, setChecked] = useState<{ token: string; state: TokenState }>();

  useEffect(() => {
    if (skip) return;
    let current = true;
    call(RegisterTokenDocument, { token }).then(
      (data) => current && setChecked({ token, state: data.registerToken.valid ? 'valid' : 'invalid' }),
      () => current && setChecked({ token, state: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [call, token, skip]);

  // An answer for an earlier token (the address changed) does not count for this one.
  return checked?.token === token ? checked.state : 'unchecked';
}
