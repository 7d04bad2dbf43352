import { routeUrl } from '../../app/navigation/route-url';

/** Typed links of the public auth screens (spec 1 §6.2 public routes). */
export const loginUrl = () => routeUrl('login');
export const forgotPasswordUrl = () => routeUrl('forgotPassword');
export const createAccountUrl = () => routeUrl('createAccount');
