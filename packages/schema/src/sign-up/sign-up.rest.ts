import { z } from 'zod';
import { defineContract, defineRoute } from '../rest/route.ts';

const tag = 'sign-up';

/** Spec 3 §7 'Sign-up and authorization': the public sign-up calls, with an offline captcha. */
export const signUpContract = defineContract({
  captcha: defineRoute({
    method: 'get',
    path: '/captcha',
    operationId: 'captcha',
    summary: 'An offline captcha: a question and a signed token its answer goes back with',
    tag,
    access: { public: true },
    responses: {
      200: {
        description: 'The challenge.',
        schema: z.object({ token: z.string(), question: z.string() }),
      },
    },
  }),
  signUp: defineRoute({
    method: 'post',
    path: '/ffp/sign-up',
    operationId: 'ffpSignUp',
    summary: 'Create a self-serve account: a brand admin of a new ffp brand in trial',
    tag,
    access: { public: true },
    body: z.object({
      email: z.string().trim().toLowerCase().max(320),
      password: z.string().max(200),
      recatpchaToken: z.string().max(2000),
      captchaAnswer: z.string().trim().max(20),
      plan: z.string().max(40).default('standard'),
      price: z.string().max(40).default('monthly'),
      promotionCodeId: z.string().max(100).nullish(),
    }),
    responses: { 201: { description: 'The account.', schema: z.object({ id: z.string() }) } },
    errors: { 400: 'Invalid email, password or captcha.', 409: 'The email is taken.' },
  }),
  amazonAudit: defineRoute({
    method: 'post',
    path: '/users/amazonAudit',
    operationId: 'amazonAuditRegister',
    summary:
      'Register for an Amazon audit: a new audit brand and its admin, who sets a password through a mailed link',
    tag,
    access: { public: true },
    body: z.object({
      email: z.string().trim().toLowerCase().max(320),
      captcha: z.string().max(2000),
      captchaAnswer: z.string().trim().max(20),
    }),
    responses: {
      201: {
        description: 'The same answer whether or not the address already had an account.',
        schema: z.object({ message: z.string() }),
      },
    },
    errors: {
      400: 'Invalid email or captcha.',
      429: 'Too many registrations from this address or for this email.',
    },
  }),
});
