import { ApolloLink } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';

export type MockResolver = (
  operation: ApolloLink.Operation,
) => FormattedExecutionResult | Promise<FormattedExecutionResult> | Observable<FormattedExecutionResult>;

/** A terminating link that answers every operation through one resolver and records the calls. */
export function createMockLink(resolve: MockResolver) {
  const calls: ApolloLink.Operation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push(operation);
        const answer = resolve(operation);
        if (answer instanceof Observable) return answer.subscribe(observer);
        Promise.resolve(answer).then(
          (result) => {
            observer.next(result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
        return undefined;
      }),
  );
  return { link, calls };
}

/** The GraphQL answer of a refused, unauthenticated call. */
export const unauthenticated = (message = 'Unauthorized'): FormattedExecutionResult => ({
  data: null,
  errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }],
});
