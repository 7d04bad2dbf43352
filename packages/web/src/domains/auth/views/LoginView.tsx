import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { afterLoginPath } from '../../../app/routing/after-login';
import { useSession, useSessionManager, useSessionNotice } from '../../../app/session/SessionProvider';
import { useLoginMutation } from '../../../gql/hooks';
import { LoginPage, type LoginValues } from '../components/LoginPage';

/** Signs in; a signed-in visitor (or a fresh login) is sent on at once (spec 1 §4.1). */
export function LoginView() {
  const manager = useSessionManager();
  const session = useSession();
  const notice = useSessionNotice();
  const [params] = useSearchParams();
  const [login] = useLoginMutation();
  const [error, setError] = useState<string>();

  if (session) return <Navigate to={afterLoginPath(session.user, params.get('from'))} replace />;

  const submit = async ({ email, password }: LoginValues) => {
    setError(undefined);
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (data) manager.start(data.login);
    } catch (err) {
      setError(errorCode(err) === 'UNAUTHENTICATED' ? MESSAGES.loginIncorrect : errorMessage(err));
    }
  };

  return (
    <LoginPage
      onSubmit={submit}
      error={error}
      notice={notice?.message}
      onDismissNotice={() => manager.dismissNotice()}
    />
  );
}
