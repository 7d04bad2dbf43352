import { Button, MessageBar, MessageBarBody, makeStyles, Text } from '@fluentui/react-components';
import { MESSAGES, PASSWORD_RULE_HINT } from '@portal/schema';
import { Form, Formik } from 'formik';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { AppLink } from '../../../app/navigation/AppLink';
import { LoadingState } from '../../../ui';
import { setPasswordSchema } from '../auth-schemas';
import { loginUrl } from '../urls';
import { AuthLayout } from './AuthLayout';

export type SetPasswordMode = 'register' | 'reset';
/** The token is checked on load (spec 2 "Set-password screen"). */
export type TokenState = 'unchecked' | 'valid' | 'invalid';

export const SET_PASSWORD_SUCCESS: Record<SetPasswordMode, string> = {
  register: MESSAGES.registrationSucceeded,
  reset: MESSAGES.passwordChanged,
};

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export interface SetPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface SetPasswordPageProps {
  mode: SetPasswordMode;
  tokenState: TokenState;
  done: boolean;
  error?: string;
  onSubmit: (values: SetPasswordValues) => Promise<void>;
}

export function SetPasswordPage({ mode, tokenState, done, error, onSubmit }: SetPasswordPageProps) {
  const styles = useStyles();
  const title = mode === 'register' ? 'Create your password' : MESSAGES.resetPasswordHeading;
  return (
    <AuthLayout title={title}>
      {tokenState === 'unchecked' && <LoadingState label="Checking the link…" />}
      {tokenState === 'invalid' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{MESSAGES.invalidToken}</MessageBarBody>
        </MessageBar>
      )}
      {tokenState === 'valid' && done && (
        <MessageBar intent="success">
          <MessageBarBody>
            {SET_PASSWORD_SUCCESS[mode]} <AppLink to={loginUrl()}>Login</AppLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {tokenState === 'valid' && !done && (
        <Formik<SetPasswordValues>
          initialValues={{ password: '', confirmPassword: '' }}
          validationSchema={setPasswordSchema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate>
              <Text>{MESSAGES.setPasswordDescription}</Text>
              <FormikTextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                required
                hint={PASSWORD_RULE_HINT}
              />
              <FormikTextField
                name="confirmPassword"
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                required
              />
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                Register
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <AppLink to={loginUrl()}>Back to login</AppLink>
    </AuthLayout>
  );
}
