// The shared schemas of @portal/schema (spec 1 §5, spec 2 §5): one import point for the auth screens.
export { loginSchema, resetPasswordSchema, setPasswordSchema } from '@portal/schema';
