import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import {
  createAccountSchema,
  SIGN_UP_DEFAULT_PLAN,
  SIGN_UP_DEFAULT_PRICE,
  SIGN_UP_LOGIN_DELAY_MS,
  SIGN_UP_MESSAGES,
} from '@portal/schema';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { callErrorCode, callErrorMessage } from '../../../app/graphql-call/call-error';
import { useGraphQLCall } from '../../../app/graphql-call/GraphQLCallProvider';
import { AppLink } from '../../../app/navigation/AppLink';
import { useSession, useSessionManager } from '../../../app/session/SessionProvider';
import { LoginDocument, SignUpDocument, SignUpPromotionCodeDocument } from '../../../gql/sign-in/graphql';
import { AuthLayout } from '../components/AuthLayout';
import { CaptchaQuestion } from '../components/CaptchaQuestion';
import { loginUrl } from '../urls';
import { useCaptcha } from '../use-captcha';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  promo: { display: 'flex', gap: '8px', alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '160px' },
});

type Promotion = { code: string; id: string } | null;

/**
 * Spec 3 'Create Account page' (/create-account?plan=&price=&couponCode=): email, password and its
 * confirmation, an optional promotion code applied before submit, and an offline captcha. On 201 the
 * account is created; after 3 s it is signed in and sent to billing (with a coupon) or to Connect to
 * Amazon. A signed-in visitor goes straight to Connect to Amazon (the route table's redirect).
 */
export function CreateAccountView() {
  const styles = useStyles();
  const session = useSession();
  const manager = useSessionManager();
  const call = useGraphQLCall();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const challenge = useCaptcha();
  const { captcha, renew: newCaptcha } = challenge;
  const [promoInput, setPromoInput] = useState(params.get('couponCode') ?? '');
  const [promotion, setPromotion] = useState<Promotion>(null);
  const [promoMessage, setPromoMessage] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<string | null>(null);

  if (session && !created) return <Navigate to="/account/connect-to-amazon" replace />;

  const applyPromotion = async (): Promise<Promotion> => {
    const code = promoInput.trim().toLowerCase();
    setPromoMessage(null);
    if (!code) {
      setPromoMessage(SIGN_UP_MESSAGES.promotionCodeEmpty);
      return null;
    }
    try {
      const data = await call(SignUpPromotionCodeDocument, { promotionCode: code });
      const applied = { code, id: data.promotionCode.promotionCodeId };
      setPromotion(applied);
      return applied;
    } catch (err) {
      setPromotion(null);
      setPromoMessage(
        // Billing's promotionCode answers a code it does not know as BAD_USER_INPUT (its 404).
        callErrorCode(err) === 'BAD_USER_INPUT'
          ? SIGN_UP_MESSAGES.promotionCodeInvalid(code)
          : SIGN_UP_MESSAGES.promotionCodeProblem(code),
      );
      return null;
    }
  };

  type Values = { email: string; password: string; confirmPassword: string; captchaAnswer: string };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setError(undefined);
    if (!captcha) return;
    const email = values.email.trim().toLowerCase();
    try {
      await call(SignUpDocument, {
        email,
        password: values.password,
        captchaToken: captcha.token,
        captchaAnswer: values.captchaAnswer,
        plan: params.get('plan') ?? SIGN_UP_DEFAULT_PLAN,
        price: params.get('price') ?? SIGN_UP_DEFAULT_PRICE,
        promotionCodeId: promotion?.id ?? null,
      });
    } catch (err) {
      setError(callErrorMessage(err) || SIGN_UP_MESSAGES.emailTaken);
      // The answer was to the spent question: the box empties for the new one.
      helpers.setFieldValue('captchaAnswer', '', false);
      helpers.setFieldTouched('captchaAnswer', false, false);
      newCaptcha();
      return;
    }
    const withCoupon = promotion !== null || Boolean(params.get('couponCode'));
    const next = withCoupon ? '/account/billing' : '/account/connect-to-amazon';
    setCreated(next);
    await new Promise((resolve) => setTimeout(resolve, SIGN_UP_LOGIN_DELAY_MS));
    const data = await call(LoginDocument, { email, password: values.password });
    manager.start(data.login);
    // The route table sends a signed-in visitor of this page to Connect to Amazon; going on
    // ourselves right after signing in wins over that redirect whichever renders first.
    navigate(next, { replace: true });
  };

  if (created && session) return <Navigate to={created} replace />;

  return (
    <AuthLayout title="Create an account">
      {created ? (
        <MessageBar intent="success">
          <MessageBarBody>{SIGN_UP_MESSAGES.accountCreated}</MessageBarBody>
        </MessageBar>
      ) : (
        <Formik
          initialValues={{ email: '', password: '', confirmPassword: '', captchaAnswer: '' }}
          validationSchema={createAccountSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form className={styles.form} noValidate>
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" required />
              <FormikTextField
                name="password"
                label="Password"
                type="password"
                autoComplete="new-password"
                required
              />
              <FormikTextField
                name="confirmPassword"
                label="Confirm password"
                type="password"
                autoComplete="new-password"
                required
              />
              <div className={styles.promo}>
                <Field
                  className={styles.grow}
                  label="Promotion code"
                  validationState={promoMessage ? 'error' : promotion ? 'success' : 'none'}
                  validationMessage={
                    promoMessage ?? (promotion ? `Promotion code ${promotion.code} applied.` : undefined)
                  }
                >
                  <Input value={promoInput} onChange={(_e, data) => setPromoInput(data.value)} />
                </Field>
                <Button onClick={() => void applyPromotion()}>Apply</Button>
              </div>
              <CaptchaQuestion {...challenge} />
              <FormikTextField name="captchaAnswer" label="Answer (digits)" required />
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <Button type="submit" appearance="primary" disabled={isSubmitting || !captcha}>
                Create account
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <AppLink to={loginUrl()}>Back to login</AppLink>
    </AuthLayout>
  );
}
