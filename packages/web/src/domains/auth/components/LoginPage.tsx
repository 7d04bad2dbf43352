import { Button, MessageBar, MessageBarBody, makeStyles, Text } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { AppLink } from '../../../app/navigation/AppLink';
import { loginSchema } from '../auth-schemas';
import { createAccountUrl, forgotPasswordUrl } from '../urls';
import { AuthLayout } from './AuthLayout';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: '8px' },
});

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginPageProps {
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Why the form refused (wrong credentials, server message). */
  error?: string;
  /** Why the last session ended (e.g. 'Session expired, please login again'). */
  notice?: string;
  onDismissNotice?: () => void;
}

export function LoginPage({ onSubmit, error, notice, onDismissNotice }: LoginPageProps) {
  const styles = useStyles();
  return (
    <AuthLayout title="Login">
      {notice && (
        <MessageBar intent="warning" onClick={onDismissNotice}>
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <Formik<LoginValues>
        initialValues={{ email: '', password: '' }}
        validationSchema={loginSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate>
            <FormikTextField name="email" label="Email" type="email" autoComplete="username" required />
            <FormikTextField
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Login'}
            </Button>
          </Form>
        )}
      </Formik>
      <div className={styles.row}>
        <AppLink to={forgotPasswordUrl()}>Forgot your password?</AppLink>
        <Text>
          No account? <AppLink to={createAccountUrl()}>Create one</AppLink>
        </Text>
      </div>
    </AuthLayout>
  );
}
