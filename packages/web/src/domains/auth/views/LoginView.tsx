import { landingPath, MESSAGES, readLoginOrigin } from '@portal/schema';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { callErrorCode, callErrorMessage } from '../../../app/graphql-call/call-error';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { toAccessSubject } from '../../../app/routing/access-subject';
import { useSession, useSessionManager, useSessionNotice } from '../../../app/session/SessionProvider';
import { usePreloadSignedInApp } from '../../../app/signed-in/load-signed-in-app';
import { LoginDocument } from '../../../gql/sign-in/graphql';
import { LoginPage, type LoginValues } from '../components/LoginPage';

/** Signs in; a signed-in visitor (or a fresh login) is sent on at once (spec 1 §4.1). */
export function LoginView() {
  const manager = useSessionManager();
  const session = useSession();
  const notice = useSessionNotice();
  const location = useLocation();
  const call = useGraphQLCall();
  const preloadSignedInApp = usePreloadSignedInApp();
  const [error, setError] = useState<string>();

  if (session) {
    const target = landingPath(toAccessSubject(session.user), readLoginOrigin(location.search));
    return <Navigate to={target} replace />;
  }

  const submit = async ({ email, password }: LoginValues) => {
    setError(undefined);
    // The signed-in app downloads while the server checks the password.
    preloadSignedInApp();
    try {
      const data = await call(LoginDocument, { email: email.trim(), password });
      manager.start(data.login);
    } catch (err) {
      setError(callErrorCode(err) === 'UNAUTHENTICATED' ? MESSAGES.loginIncorrect : callErrorMessage(err));
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
