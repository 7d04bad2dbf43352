import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { useSession } from '../../../app/session/SessionProvider';
import { useRequestPasswordResetMutation } from '../../../gql/hooks';
import { ForgotPasswordPage } from '../components/ForgotPasswordPage';

export function ForgotPasswordView() {
  const session = useSession();
  const [requestReset] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();

  if (session) return <Navigate to="/" replace />;

  const submit = async ({ email }: { email: string }) => {
    setError(undefined);
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSent(true);
    } catch (err) {
      // Spec 2 §8: the server's message if present, otherwise the generic message.
      setError(errorMessage(err));
    }
  };

  return <ForgotPasswordPage onSubmit={submit} sent={sent} error={error} />;
}
