import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { callErrorMessage } from '../../../app/graphql-call/call-error';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { useSession } from '../../../app/session/SessionProvider';
import { RequestPasswordResetDocument } from '../../../gql/sign-in/graphql';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';

export function ForgotPasswordView() {
  const session = useSession();
  const call = useGraphQLCall();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  if (session) return <Navigate to="/" replace />;

  const submit = async ({ email }: { email: string }) => {
    setError(undefined);
    try {
      await call(RequestPasswordResetDocument, { email: email.trim() });
      setSent(true);
    } catch (err) {
      // Spec 2 §8: the server's message if present, otherwise the generic message.
      setError(callErrorMessage(err));
    }
  };

  return <ForgotPasswordPage onSubmit={submit} sent={sent} error={error} />;
}
