import { Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useMarketplaceSelection } from './MarketplaceProvider';

const useStyles = makeStyles({
  // On a phone the two selects stack rather than shrink until the marketplace reads 'Ur'.
  root: { display: 'flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'center', minWidth: 0 },
  // Fluent's horizontal Field gives the label a third of the width, which cut 'Marketplace' under
  // the seller select; size the label to its text instead.
  field: {
    minWidth: '150px',
    maxWidth: '260px',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '6px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Seller and marketplace selects of the top bar; empty when the user has no authorized marketplace. */
export function MarketplaceSelector() {
  const styles = useStyles();
  const { entries, selection, select, loading, error } = useMarketplaceSelection();
  if (loading && entries.length === 0) return <Text className={styles.muted}>Loading sellers…</Text>;
  if (error && entries.length === 0) return <Text className={styles.muted}>Sellers unavailable</Text>;
  if (!selection) return <Text className={styles.muted}>No seller connected</Text>;

  const sellers = [...new Map(entries.map((e) => [e.sellingPartnerId, e.sellerName])).entries()];
  const marketplaces = entries.filter((e) => e.sellingPartnerId === selection.sellerId);

  const changeSeller = (sellerId: string) => {
    const keep = entries.find(
      (e) => e.sellingPartnerId === sellerId && e.marketplaceId === selection.marketplaceId,
    );
    const first = keep ?? entries.find((e) => e.sellingPartnerId === sellerId);
    if (first) select({ sellerId, marketplaceId: first.marketplaceId });
  };

  return (
    <div className={styles.root}>
      <Field label="Seller" orientation="horizontal" size="small" className={styles.field}>
        <Select size="small" value={selection.sellerId} onChange={(_, d) => changeSeller(d.value)}>
          {sellers.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Marketplace" orientation="horizontal" size="small" className={styles.field}>
        <Select
          size="small"
          value={selection.marketplaceId}
          onChange={(_, d) => select({ sellerId: selection.sellerId, marketplaceId: d.value })}
        >
          {marketplaces.map((m) => (
            <option key={m.marketplaceId} value={m.marketplaceId}>
              {m.marketplaceName}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
