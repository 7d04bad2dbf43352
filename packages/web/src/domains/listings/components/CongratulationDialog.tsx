import { Text } from '@fluentui/react-components';
import { RECENTLY_REFLECTED_DIALOG_DELAY_MS } from '@portal/schema';
import { useEffect, useState } from 'react';
import {
  useClearRecentlyReflectedListingsMutation,
  useRecentlyReflectedListingsQuery,
} from '../../../gql/hooks';
import { InfoDialog } from './InfoDialog';

/**
 * Spec 3 §4: recently reflected listings open a dialog 1.5 s after the page loads; closing it
 * clears them on the server, so it shows once per reflection.
 */
export function CongratulationDialog(props: { sellerId: string; marketplaceId: string }) {
  const { data } = useRecentlyReflectedListingsQuery({ variables: props, fetchPolicy: 'network-only' });
  const [clear] = useClearRecentlyReflectedListingsMutation({ variables: props });
  const [due, setDue] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), RECENTLY_REFLECTED_DIALOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const rows = data?.recentlyReflectedListings ?? [];
  return (
    <InfoDialog
      open={due && !closed && rows.length > 0}
      title="Congratulations! Amazon now shows your changes"
      onClose={() => {
        setClosed(true);
        void clear();
      }}
    >
      <Text block>These listings now show on Amazon as you submitted them:</Text>
      <ul>
        {rows.map((r) => (
          <li key={r.sku}>
            <Text weight="semibold">{r.sku}</Text> {r.itemName ?? ''}
          </li>
        ))}
      </ul>
    </InfoDialog>
  );
}
