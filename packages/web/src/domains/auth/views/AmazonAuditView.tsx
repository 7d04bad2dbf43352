import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { amazonAuditSchema, SIGN_UP_MESSAGES } from '@portal/schema';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { callErrorCode, callErrorMessage } from '../../../app/graphql-call/call-error';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { AppLink } from '../../../app/navigation/AppLink';
import { useSession } from '../../../app/session/SessionProvider';
import { AmazonAuditRegisterDocument } from '../../../gql/sign-in/graphql';
import { AuthLayout } from '../components/AuthLayout';
import { CaptchaQuestion } from '../components/CaptchaQuestion';
import { loginUrl } from '../urls';
import { useCaptcha } from '../use-captcha';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

/**
 * Spec 3 'Amazon audit registration' (/amazonaudit): an email and the offline captcha, 'Register'.
 * The answer (the same for a known address, docs/decisions/0593) says a link to set a password was
 * mailed; after it the audit dashboard asks to connect the Amazon account. A signed-in visitor has
 * an account already and goes home.
 */
export function AmazonAuditView() {
  const styles = useStyles();
  const session = useSession();
  const call = useGraphQLCall();
  const challenge = useCaptcha();
  const [error, setError] = useState<string>();
  const [registered, setRegistered] = useState<string | null>(null);

  if (session) return <Navigate to="/" replace />;

  type Values = { email: string; captchaAnswer: string };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setError(undefined);
    if (!challenge.captcha) return;
    try {
      const data = await call(AmazonAuditRegisterDocument, {
        email: values.email.trim().toLowerCase(),
        captchaToken: challenge.captcha.token,
        captchaAnswer: values.captchaAnswer,
      });
      setRegistered(data.amazonAuditRegister);
    } catch (err) {
      // A refusal in words (wrong captcha, too many requests) is shown as it is; anything else is
      // the spec's 'Unable to register'.
      const code = callErrorCode(err);
      setError(
        code === 'BAD_USER_INPUT' || code === 'TOO_MANY_REQUESTS'
          ? callErrorMessage(err) || SIGN_UP_MESSAGES.unableToRegister
          : SIGN_UP_MESSAGES.unableToRegister,
      );
      // The answer was to the spent question: the box empties for the new one.
      helpers.setFieldValue('captchaAnswer', '', false);
      helpers.setFieldTouched('captchaAnswer', false, false);
      challenge.renew();
    }
  };

  return (
    <AuthLayout title="Amazon audit">
      {registered ? (
        <MessageBar intent="success">
          <MessageBarBody>{registered}</MessageBarBody>
        </MessageBar>
      ) : (
        <Formik
          initialValues={{ email: '', captchaAnswer: '' }}
          validationSchema={amazonAuditSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate>
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" required />
              <CaptchaQuestion {...challenge} />
              <FormikTextField name="captchaAnswer" label="Answer (digits)" required />
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Button type="submit" appearance="primary" disabled={isSubmitting || !challenge.captcha}>
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
