import { Text } from '@fluentui/react-components';

/** Where a signed-in user with no page they may open lands (e.g. the api role). */
export function NoAccessPage() {
  return (
    <section>
      <Text as="h1" size={600} weight="semibold">
        No access
      </Text>
      <p>Your account has no pages in this portal. Please contact your administrator.</p>
    </section>
  );
}
