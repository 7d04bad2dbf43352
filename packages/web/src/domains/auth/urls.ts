/** Typed links of the public auth screens (spec 1 §6.2 public routes). */
export const loginUrl = (from?: string) => (from ? `/login?from=${encodeURIComponent(from)}` : '/login');
export const forgotPasswordUrl = () => '/forgot-password';
export const createAccountUrl = () => '/create-account';
