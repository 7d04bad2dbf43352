import { makeStyles, Option, Spinner, tokens } from '@fluentui/react-components';
import { MESSAGES } from '@portal/schema';
import type { ReactElement } from 'react';
import { FILTER_LIST_TEXT, type FilterListState } from './filter-list-state';

const useStyles = makeStyles({
  loading: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}` },
  note: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** The value of a note row, and of Fluent's 'No match' row (its text is empty): never a choice. */
export const NOTE_VALUE = '';

/**
 * A line in place of the options, as Fluent's own 'no match' line is: a disabled option, so the
 * listbox keeps an option child and arrow keys read it aloud. The check box is dropped: it is no choice.
 */
function NoteOption(props: { text: string; className: string }) {
  return (
    <Option disabled value={NOTE_VALUE} text="" checkIcon={null} className={props.className}>
      {props.text}
    </Option>
  );
}

/**
 * What an open list shows when it has no options yet or none at all: that they are loading (not an
 * option, so nothing reads it as one; the listbox is aria-busy meanwhile), that they failed, or 'No data'.
 * Null once there are options: a search among them says 'No match' by itself.
 */
export function useFilterListNote(state: FilterListState, optionCount: number): ReactElement | null {
  const styles = useStyles();
  if (optionCount > 0) return null;
  if (state.loading)
    return (
      <div role="status" className={styles.loading}>
        <Spinner size="extra-tiny" labelPosition="after" label={FILTER_LIST_TEXT.loading} />
      </div>
    );
  if (state.error) return <NoteOption text={state.error} className={styles.error} />;
  return <NoteOption text={MESSAGES.noData} className={styles.note} />;
}
