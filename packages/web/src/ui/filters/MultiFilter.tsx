import { Combobox, Dropdown, Field, makeStyles, Option, useComboboxFilter } from '@fluentui/react-components';
import { useState } from 'react';
import { NOTE_VALUE, useFilterListNote } from './FilterListNote';
import type { FilterListState } from './filter-list-state';

export type FilterOption = { value: string; text: string };

export type MultiFilterProps = {
  label: string;
  placeholder: string;
  options: ReadonlyArray<FilterOption>;
  selected: string[];
  onSelect: (values: string[]) => void;
  /**
   * Type to narrow the list; on by default once the list is longer than a screenful. Lists that
   * arrive from the server (brands, managers) pass it: the field must not change kind when they
   * load, or a list the user has just opened closes under the pointer.
   */
  searchable?: boolean;
} & FilterListState;

/** Lists longer than this get a search box: 40 brands cannot be scanned by eye. */
export const SEARCH_FROM_OPTIONS = 12;

const useStyles = makeStyles({
  wide: { minWidth: '200px', maxWidth: '100%' },
});

const selectedText = (options: ReadonlyArray<FilterOption>, selected: string[]) =>
  options
    .filter((o) => selected.includes(o.value))
    .map((o) => o.text)
    .join(', ');

/**
 * Passes a choice on unless the row picked only says something about the list: Fluent's 'No match'
 * row is not disabled, and a click on it used to add an empty brand code to the filter.
 */
const choose =
  (onSelect: (values: string[]) => void) =>
  (_: unknown, d: { optionValue?: string; selectedOptions: string[] }) => {
    if (d.optionValue !== NOTE_VALUE) onSelect(d.selectedOptions);
  };

/** A multi-select filter; an empty choice means "all", as the placeholder says. */
export function MultiFilter(props: MultiFilterProps) {
  const searchable = props.searchable ?? props.options.length > SEARCH_FROM_OPTIONS;
  return searchable ? <SearchableMultiFilter {...props} /> : <PlainMultiFilter {...props} />;
}

function PlainMultiFilter(props: MultiFilterProps) {
  const { label, placeholder, options, selected, onSelect, loading, error } = props;
  const styles = useStyles();
  const note = useFilterListNote(props, options.length);
  return (
    <Field label={label} size="small" validationMessage={error}>
      <Dropdown
        className={styles.wide}
        multiselect
        size="small"
        placeholder={placeholder}
        selectedOptions={selected}
        value={selectedText(options, selected)}
        onOptionSelect={choose(onSelect)}
        listbox={{ 'aria-busy': loading }}
      >
        {note ??
          options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.text}
            </Option>
          ))}
      </Dropdown>
    </Field>
  );
}

/**
 * The same filter with a search box: while the list is open the field holds what was typed and
 * the list shows only matching options (any part, any case); closed, it names the chosen ones.
 */
function SearchableMultiFilter(props: MultiFilterProps) {
  const { label, placeholder, options, selected, onSelect, loading, error } = props;
  const styles = useStyles();
  const note = useFilterListNote(props, options.length);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const matches = useComboboxFilter(
    query,
    options.map((o) => ({ children: o.text, value: o.value })),
    { noOptionsMessage: `No match for "${query}"`, optionToText: (o) => o.children },
  );
  return (
    <Field label={label} size="small" validationMessage={error}>
      <Combobox
        className={styles.wide}
        multiselect
        size="small"
        placeholder={placeholder}
        open={open}
        // A click in the field opens the list, as the plain select does.
        onClick={() => setOpen(true)}
        onOpenChange={(_, d) => {
          setOpen(d.open);
          if (!d.open) setQuery('');
        }}
        value={open ? query : selectedText(options, selected)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        selectedOptions={selected}
        onOptionSelect={choose(onSelect)}
        listbox={{ 'aria-busy': loading }}
      >
        {note ?? matches}
      </Combobox>
    </Field>
  );
}
