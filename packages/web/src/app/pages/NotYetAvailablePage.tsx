import { Text } from '@fluentui/react-components';

/** A page the access tables know but this build has no screen for yet. */
export function NotYetAvailablePage() {
  return (
    <section>
      <Text as="h1" size={600} weight="semibold">
        Coming soon
      </Text>
      <p>This page is not available in this version of the portal yet.</p>
    </section>
  );
}
