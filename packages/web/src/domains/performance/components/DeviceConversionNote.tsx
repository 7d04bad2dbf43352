import { Text } from '@fluentui/react-components';

/**
 * Spec 2's row names browser and mobile conversion, but the sales and traffic facts give units ordered
 * without a device split: the grid leaves the two columns out and says why here (decision 0290).
 */
export function DeviceConversionNote() {
  return (
    <Text role="note" size={200}>
      Browser and mobile conversion are not shown: Amazon reports units ordered without a device split, so
      only the overall Conversion Rate can be worked out.
    </Text>
  );
}
