import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import { Form, Formik } from 'formik';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { AppLink } from '../../../app/navigation/AppLink';
import { resetPasswordSchema } from '../auth-schemas';
import { loginUrl } from '../urls';
import { AuthLayout } from './AuthLayout';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export interface ForgotPasswordPageProps {
  onSubmit: (values: { email: string }) => Promise<void>;
  sent: boolean;
  error?: string;
}

/** Spec 2 "Reset password screen": one email field and Continue. */
export function ForgotPasswordPage({ onSubmit, sent, error }: ForgotPasswordPageProps) {
  const styles = useStyles();
  return (
    <AuthLayout title={MESSAGES.resetPasswordHeading}>
      {sent ? (
        <MessageBar intent="success">
          <MessageBarBody>{MESSAGES.passwordResetEmailSent}</MessageBarBody>
        </MessageBar>
      ) : (
        <Formik initialValues={{ email: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate>
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" required />
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                Continue
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <AppLink to={loginUrl()}>Back to login</AppLink>
    </AuthLayout>
  );
}
