import { Text } from '@fluentui/react-components';
import { AppLink } from '../../../app/navigation/AppLink';
import { AuthLayout } from '../components/AuthLayout';
import { loginUrl } from '../urls';

/** Self-service sign-up arrives in a later release; until then the page says so. */
export function CreateAccountView() {
  return (
    <AuthLayout title="Create an account">
      <Text>
        Creating an account online is not available yet. Please ask your agency contact or brand administrator
        for an invitation; the email you receive contains a link to set your password.
      </Text>
      <AppLink to={loginUrl()}>Back to login</AppLink>
    </AuthLayout>
  );
}
