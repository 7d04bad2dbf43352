import {
  Button,
  Checkbox,
  Dropdown,
  makeStyles,
  Option,
  SearchBox,
  tokens,
} from '@fluentui/react-components';
import { LISTING_ARCHIVED_FILTERS, LISTING_STATUSES, LISTING_VARIATION_FILTERS } from '@portal/schema';
import { useState } from 'react';

export interface ListingFilterValues {
  search: string;
  statuses: string[];
  archived: (typeof LISTING_ARCHIVED_FILTERS)[number];
  variation: (typeof LISTING_VARIATION_FILTERS)[number];
  atRisk: boolean;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  // A set width (shrinking only on a narrow screen), never one that follows the content: the clear
  // button that shows while the box has focus once grew it enough to wrap the row, so the row
  // re-flowed on blur and a click on Apply Filters landed beside the moved button.
  search: { flex: '0 1 360px', minWidth: '220px' },
  dropdown: { minWidth: '160px' },
});

/**
 * Spec 3 Your Listings filters: the choices wait for 'Apply Filters'; 'Show All Active' goes back to
 * every unarchived listing. The search applies on Enter too.
 */
export function ListingFilters(props: {
  applied: ListingFilterValues;
  onApply: (values: ListingFilterValues) => void;
  onShowAllActive: () => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState(props.applied);
  const set = (change: Partial<ListingFilterValues>) => setDraft((d) => ({ ...d, ...change }));
  const apply = () => props.onApply({ ...draft, search: draft.search.trim() });
  return (
    // biome-ignore lint/a11y/useSemanticElements: React and jsdom do not know <search> yet (React warns of an unknown tag).
    <div role="search" className={styles.root} aria-label="Listing filters">
      <SearchBox
        className={styles.search}
        aria-label="Search by SKU, ASIN or Title"
        placeholder="Search by SKU, ASIN or Title"
        value={draft.search}
        onChange={(_, data) => set({ search: data.value })}
        onKeyDown={(e) => e.key === 'Enter' && apply()}
      />
      <Dropdown
        className={styles.dropdown}
        aria-label="Status"
        placeholder="Status"
        multiselect
        selectedOptions={draft.statuses}
        value={draft.statuses.join(', ')}
        onOptionSelect={(_, data) => set({ statuses: data.selectedOptions })}
      >
        {LISTING_STATUSES.map((s) => (
          <Option key={s} value={s}>
            {s}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        className={styles.dropdown}
        aria-label="Archived"
        selectedOptions={[draft.archived]}
        value={draft.archived}
        onOptionSelect={(_, data) => set({ archived: data.optionValue as ListingFilterValues['archived'] })}
      >
        {LISTING_ARCHIVED_FILTERS.map((s) => (
          <Option key={s} value={s}>
            {s}
          </Option>
        ))}
      </Dropdown>
      <Dropdown
        className={styles.dropdown}
        aria-label="Variation"
        selectedOptions={[draft.variation]}
        value={draft.variation}
        onOptionSelect={(_, data) => set({ variation: data.optionValue as ListingFilterValues['variation'] })}
      >
        {LISTING_VARIATION_FILTERS.map((s) => (
          <Option key={s} value={s}>
            {s}
          </Option>
        ))}
      </Dropdown>
      <Checkbox
        label="Suppressed or at risk"
        checked={draft.atRisk}
        onChange={(_, data) => set({ atRisk: data.checked === true })}
      />
      <Button appearance="primary" onClick={apply}>
        Apply Filters
      </Button>
      <Button
        onClick={() => {
          setDraft({
            search: '',
            statuses: [],
            archived: 'NOT ARCHIVED',
            variation: 'ALL LISTINGS',
            atRisk: false,
          });
          props.onShowAllActive();
        }}
      >
        Show All Active
      </Button>
    </div>
  );
}
