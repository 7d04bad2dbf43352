import { landingPath, MESSAGES, readLoginOrigin } from '@portal/schema';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { toAccessSubject } from '../../../app/routing/access-subject';
import { useSession, useSessionManager, useSessionNotice } from '../../../app/session/SessionProvider';
import { useLoginMutation } from '../../../gql/hooks';
import { LoginPage, type LoginValues } from '../components/LoginPage';

/** Signs in; a signed-in visitor (or a fresh login) is sent on at once (spec 1 §4.1). */
export function LoginView() {
  const manager = useSessionManager();
  const session = useSession();
  const notice = useSessionNotice();
  const location = useLocation();
  const [login] = useLoginMutation();
  const [error, setError] = useState<string>();

  if (session) {
    const target = landingPath(toAccessSubject(session.user), readLoginOrigin(location.search));
    return <Navigate to={target} replace />;
  }

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
