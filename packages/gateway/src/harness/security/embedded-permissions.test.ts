import { EMBEDDED_PERMISSIONS, permissionDecision } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmails, type HarnessStack, startHarnessStack } from '../harness-stack.ts';

// Issue 28, finding 7, through GraphQL: `brand { customAttributes }` carried staff-only custom
// attributes to brand users. Generated from EMBEDDED_PERMISSIONS × PERMISSIONS × every demo account.

/** A query reaching each embedded field for one brand, and the field's value in its answer. */
const QUERIES: Record<string, { query: string; read: (data: Record<string, unknown>) => unknown }> = {
  'Brand.customAttributes': {
    query: 'query ($brandCode: String!) { brand(brandCode: $brandCode) { customAttributes { name value } } }',
    read: (data) => (data.brand as { customAttributes: unknown[] } | null)?.customAttributes,
  },
};

describe('embedded data over GraphQL', () => {
  let stack: HarnessStack;
  beforeAll(async () => {
    stack = await startHarnessStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it.each(EMBEDDED_PERMISSIONS.map((entry) => [entry.graphqlField, entry] as const))(
    '%s holds its permission for every demo account',
    async (field, entry) => {
      const reach = QUERIES[field];
      if (!reach) throw new Error(`no query reaches ${field}: add one to QUERIES`);
      const seen = { shown: 0, emptied: 0 };

      for (const email of demoEmails) {
        const session = await stack.signIn(email);
        const answer = await stack.gql(
          reach.query,
          { brandCode: session.brandCode ?? 'MC001' },
          session.accessToken,
        );
        if (!answer.data) continue; // the root field itself refused: nothing embedded reaches them
        const value = reach.read(answer.data) as unknown[];
        const allowed = permissionDecision(session.subject, entry.permission) === 'ALLOW';

        expect(value.length === 0, email).toBe(!allowed);
        seen[allowed ? 'shown' : 'emptied'] += 1;
      }

      // Both outcomes happened: the refusal is proven, not only the grant.
      expect(seen.shown).toBeGreaterThan(0);
      expect(seen.emptied).toBeGreaterThan(0);
    },
  );
});
