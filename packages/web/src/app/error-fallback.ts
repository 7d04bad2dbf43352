/**
 * What a failed call shows when neither the server nor the error says anything. Kept apart from the
 * Apollo helpers so the sign-in pages' small GraphQL fetch can use it without loading Apollo Client.
 */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';
