import { Text } from '@fluentui/react-components';
import { AppLink } from '../navigation/AppLink';

export function NotFoundPage() {
  return (
    <section>
      <Text as="h1" size={600} weight="semibold">
        Page not found
      </Text>
      <p>The address does not match any page of the portal.</p>
      <AppLink to="/">Go to the home page</AppLink>
    </section>
  );
}
