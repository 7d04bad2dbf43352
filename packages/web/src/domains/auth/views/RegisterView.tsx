import { SetPasswordView } from './SetPasswordView';

/** /register/{token}: first password of an invited user. */
export function RegisterView() {
  return <SetPasswordView mode="register" />;
}

/** /reset/{token}: the register screen in password-reset mode (spec 1 §6.2). */
export function ResetPasswordView() {
  return <SetPasswordView mode="reset" />;
}
