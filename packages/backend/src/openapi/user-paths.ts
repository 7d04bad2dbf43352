import type * as oas from 'openapi3-ts/oas31';
import { authed, errors, json, jsonBody, pathParam, ref } from './components.ts';

const userId = pathParam('userId', 'The caller’s own user id.');
const tableName = pathParam('tableName', 'The data table whose layout is kept.', '^[A-Za-z0-9_.-]{1,100}$');

/** Spec 1 §7.1 user calls. */
export const userPaths: oas.PathsObject = {
  '/users/me': {
    get: authed({
      operationId: 'me',
      tags: ['users'],
      summary: 'The signed-in user',
      responses: { 200: json('The user object without tokens.', ref('User')) },
    }),
  },
  '/users/{userId}/articles': {
    parameters: [userId],
    put: authed({
      operationId: 'markArticleViewed',
      tags: ['users'],
      summary: 'Record that the user has read a help article',
      requestBody: jsonBody({
        type: 'object',
        required: ['viewed_article'],
        properties: { viewed_article: { type: 'string', maxLength: 200 } },
      }),
      responses: {
        200: json('Every article the user has read.', ref('ViewedArticles')),
        400: errors[400],
        403: { ...errors[403], description: 'Another user.' },
      },
    }),
  },
  '/users/{userId}/table-sort/{tableName}': {
    parameters: [userId, tableName],
    get: authed({
      operationId: 'tableSort',
      tags: ['users'],
      summary: 'The saved column layout of a data table',
      responses: {
        200: json('The layout, or null when none is saved.', ref('TableSort')),
        400: errors[400],
        403: errors[403],
      },
    }),
    patch: authed({
      operationId: 'saveTableSort',
      tags: ['users'],
      summary: 'Save the column layout of a data table',
      requestBody: jsonBody({
        type: 'object',
        required: ['sortData'],
        properties: { sortData: ref('SortData') },
      }),
      responses: { 200: json('The saved layout.', ref('TableSort')), 400: errors[400], 403: errors[403] },
    }),
  },
};
