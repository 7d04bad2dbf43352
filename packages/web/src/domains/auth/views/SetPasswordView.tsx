import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { callErrorMessage } from '../../../app/graphql-call/call-error';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { useSession } from '../../../app/session/SessionProvider';
import { SetPasswordDocument } from '../../../gql/sign-in/graphql';
import { type SetPasswordMode, SetPasswordPage, type SetPasswordValues } from '../components/SetPasswordPage';
import { useTokenCheck } from './use-token-check';

export interface SetPasswordViewProps {
  mode: SetPasswordMode;
}

/** /register/{token} and /reset/{token}: one screen, two success messages. */
export function SetPasswordView({ mode }: SetPasswordViewProps) {
  const { token = '' } = useParams();
  const session = useSession();
  const tokenState = useTokenCheck(token, !token || !!session);
  const call = useGraphQLCall();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();

  if (session || !token) return <Navigate to="/" replace />;

  const submit = async (values: SetPasswordValues) => {
    setError(undefined);
    try {
      await call(SetPasswordDocument, {
        token,
        password: values.password,
        passwordConfirmation: values.confirmPassword,
      });
      setDone(true);
    } catch (err) {
      // Spec 2 §8: the server's message if present, otherwise the error's own message.
      setError(callErrorMessage(err));
    }
  };

  return <SetPasswordPage mode={mode} tokenState={tokenState} done={done} error={error} onSubmit={submit} />;
}
