import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSession } from '../../../app/session/SessionProvider';
import { useRegisterTokenQuery, useSetPasswordMutation } from '../../../gql/hooks';
import {
  type SetPasswordMode,
  SetPasswordPage,
  type SetPasswordValues,
  type TokenState,
} from '../components/SetPasswordPage';

export interface SetPasswordViewProps {
  mode: SetPasswordMode;
}

/** /register/{token} and /reset/{token}: one screen, two success messages. */
export function SetPasswordView({ mode }: SetPasswordViewProps) {
  const { token = '' } = useParams();
  const session = useSession();
  const check = useRegisterTokenQuery({
    variables: { token },
    skip: !token || !!session,
    fetchPolicy: 'network-only',
  });
  const [setPassword] = useSetPasswordMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();

  if (session || !token) return <Navigate to="/" replace />;

  const tokenState: TokenState = check.loading
    ? 'unchecked'
    : check.data?.registerToken.valid
      ? 'valid'
      : check.data || check.error
        ? 'invalid'
        : 'unchecked';

  const submit = async (values: SetPasswordValues) => {
    setError(undefined);
    try {
      await setPassword({
        variables: { token, password: values.password, passwordConfirmation: values.confirmPassword },
      });
      setDone(true);
    } catch (err) {
      // Spec 2 §8: the server's message if present, otherwise the error's own message.
      setError(errorMessage(err));
    }
  };

  return <SetPasswordPage mode={mode} tokenState={tokenState} done={done} error={error} onSubmit={submit} />;
}
