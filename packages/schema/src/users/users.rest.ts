import { z } from 'zod';
import { userShape } from '../auth/auth.rest.ts';
import { INVITE_EMAIL_MAX_LENGTH, INVITE_NAME_MAX_LENGTH } from '../constants/brand-invites.ts';
import { VALIDATION_MESSAGES } from '../constants/messages.ts';
import { noteTooLongMessage } from '../constants/note-html.ts';
import { ACCOUNT_FEATURES } from '../constants/roles.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { messageShape } from '../rest/shapes.ts';

const userId = z.string().max(100).meta({ description: 'The caller’s own user id.' });
const tableName = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be 1-100 letters, digits, dots, dashes or underscores')
  .meta({ description: 'The data table whose layout is kept.' });

/** A saved data-table layout. */
export const sortDataShape = z
  .object({
    columnVisibilityModel: z
      .record(z.string(), z.boolean())
      .refine((model) => Object.keys(model).length <= 500, 'may name at most 500 columns'),
    columnsOrder: z.array(z.string().max(200), { error: 'must be a list of column names' }).max(500),
  })
  .meta({ id: 'SortData', description: 'A saved data-table layout.' });

/** Another user, as the users list names them (not only the caller's own id). */
const targetUserId = z.uuid().meta({ description: 'The user acted on.' });

/** Derived, not stored: invited until a password is set, deactivated from deactivation on (ADR 0581). */
export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;

/** One row of the users list (issue 33). */
export const listedUserShape = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.string(),
    brand_code: z.string().nullable(),
    brand_name: z.string().nullable(),
    brand_admin: z.boolean(),
    status: z.enum(USER_STATUSES),
    invited_at: z.string().meta({ description: 'When the user was created (invited), ISO 8601.' }),
    last_sign_in_at: z.string().nullable(),
    deactivated_at: z.string().nullable(),
    account_features: z.array(z.enum(ACCOUNT_FEATURES)).meta({ description: 'Features granted by name.' }),
  })
  .meta({ id: 'ListedUser' });

const userAction = (path: string, operationId: string, summary: string, answer: string, conflict?: string) =>
  defineRoute({
    method: 'post',
    path,
    operationId,
    summary,
    tag: 'users',
    access: { permission: 'userAccounts.manage' },
    params: z.object({ userId: targetUserId }),
    responses: { 200: { description: answer, schema: messageShape } },
    errors: {
      403: 'Another brand’s user, or the caller themselves.',
      404: 'No such user.',
      ...(conflict ? { 409: conflict } : {}),
    },
  });

const tableSort = z.object({ sort_data: sortDataShape.nullable() }).meta({ id: 'TableSort' });

/** Spec 1 §7.1 user calls. A user may only read and write their own records (the service checks). */
export const usersContract = defineContract({
  invite: defineRoute({
    method: 'post',
    path: '/users/invite',
    operationId: 'inviteUser',
    summary:
      'Invite a user by e-mail: mails a single-use link to /register/{token} (path not in the spec); a brand admin invites brand users of their own brand only',
    tag: 'users',
    // Admins anyone; brand admins brand users of their own brand (the service narrows, ADR 0598).
    access: { permission: 'userAccounts.manage' },
    body: z.object({
      email: z
        .email(VALIDATION_MESSAGES.emailNotValid)
        .max(INVITE_EMAIL_MAX_LENGTH, noteTooLongMessage('The email', INVITE_EMAIL_MAX_LENGTH)),
      name: z
        .string()
        .trim()
        .max(INVITE_NAME_MAX_LENGTH, noteTooLongMessage('The name', INVITE_NAME_MAX_LENGTH))
        .optional(),
      role: z.enum(['admin', 'manager', 'user', 'standard_agency_user', 'brand-user']),
      brand_code: z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,100}$/)
        .optional()
        .meta({ description: 'Required for a brand user: the brand they belong to.' }),
      brand_admin: z.boolean().optional(),
    }),
    responses: { 201: { description: '`Invitation email has been sent`', schema: messageShape } },
    errors: {
      400: 'A brand user needs an existing brand.',
      403: 'A brand admin inviting into another brand, or a role other than brand user.',
      409: 'The email is taken, or the brand admin’s brand has the most pending invitations allowed.',
    },
  }),
  listUsers: defineRoute({
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    summary: 'The users an admin administers (every user) or a brand admin does (their brand’s)',
    tag: 'users',
    access: { permission: 'userAccounts.manage' },
    responses: {
      200: { description: 'Users by email.', schema: z.object({ users: z.array(listedUserShape) }) },
    },
  }),
  resendInvitation: userAction(
    '/users/{userId}/invitation',
    'resendInvitation',
    'Mail a new register link to an invited user (earlier links stop working)',
    '`Invitation email has been sent`',
    'The user already set a password, or is deactivated.',
  ),
  deactivateUser: userAction(
    '/users/{userId}/deactivate',
    'deactivateUser',
    'Deactivate a user: they cannot sign in and their sessions end',
    '`User deactivated` (again for a user already deactivated)',
  ),
  reactivateUser: userAction(
    '/users/{userId}/reactivate',
    'reactivateUser',
    'Reactivate a deactivated user: they sign in again with their password',
    '`User reactivated` (again for a user who is not deactivated)',
  ),
  setAccountFeatures: defineRoute({
    method: 'put',
    path: '/users/{userId}/account-features',
    operationId: 'setAccountFeatures',
    summary: 'Set the features granted to a user by name (BULK EDIT v1 is one, ADR 0609)',
    tag: 'users',
    access: { permission: 'accountFeatures.grant' },
    params: z.object({ userId: targetUserId }),
    body: z.object({
      account_features: z
        .array(z.enum(ACCOUNT_FEATURES, { error: 'must name known account features' }))
        .max(ACCOUNT_FEATURES.length),
    }),
    responses: { 200: { description: 'The features are saved.', schema: messageShape } },
    errors: { 404: 'No such user.' },
  }),
  me: defineRoute({
    method: 'get',
    path: '/users/me',
    operationId: 'me',
    summary: 'The signed-in user',
    tag: 'users',
    access: { permission: 'profile.read' },
    responses: { 200: { description: 'The user object without tokens.', schema: userShape } },
  }),
  markArticleViewed: defineRoute({
    method: 'put',
    path: '/users/{userId}/articles',
    operationId: 'markArticleViewed',
    summary: 'Record that the user has read a help article',
    tag: 'users',
    access: { permission: 'profile.update' },
    params: z.object({ userId }),
    body: z.object({
      // Articles are keyed by page (route ids such as `listingsActivity`): nothing else is stored.
      viewed_article: z
        .string()
        .trim()
        .min(1, 'is required')
        .max(200)
        .regex(/^[A-Za-z0-9_.:-]+$/, 'must be a page key'),
    }),
    responses: {
      200: {
        description: 'Every article the user has read.',
        schema: z.object({ viewed_articles: z.array(z.string()) }),
      },
    },
    errors: { 403: 'Another user.', 409: 'The user keeps the most read articles allowed (USER_QUOTAS).' },
  }),
  tableSort: defineRoute({
    method: 'get',
    path: '/users/{userId}/table-sort/{tableName}',
    operationId: 'tableSort',
    summary: 'The saved column layout of a data table',
    tag: 'users',
    access: { permission: 'profile.read' },
    params: z.object({ userId, tableName }),
    responses: { 200: { description: 'The layout, or null when none is saved.', schema: tableSort } },
    errors: { 403: 'Another user.' },
  }),
  saveTableSort: defineRoute({
    method: 'patch',
    path: '/users/{userId}/table-sort/{tableName}',
    operationId: 'saveTableSort',
    summary: 'Save the column layout of a data table',
    tag: 'users',
    access: { permission: 'profile.update' },
    params: z.object({ userId, tableName }),
    body: z.object({ sortData: sortDataShape }),
    responses: { 200: { description: 'The saved layout.', schema: tableSort } },
    errors: { 403: 'Another user.', 409: 'A new table beyond the user’s layout quota (USER_QUOTAS).' },
  }),
});
