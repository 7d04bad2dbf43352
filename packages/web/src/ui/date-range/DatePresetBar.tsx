import { Checkbox, Field, Input, makeStyles, Text, ToggleButton, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import {
  DATE_PRESET_LABELS,
  DATE_RANGE_AFTER_TODAY_MESSAGE,
  DATE_RANGE_REVERSED_MESSAGE,
  type DatePreset,
  endsAfterToday,
  formatIsoDay,
  type LocalDayRange,
  parseIsoDay,
} from './presets';

export type DatePresetBarProps = {
  /** The presets this screen offers, in display order. */
  presets: readonly DatePreset[];
  preset: DatePreset;
  range: LocalDayRange;
  compare: boolean;
  /** Shown beside the checkbox when compare is on. */
  compareRange?: LocalDayRange | null;
  onPresetChange: (preset: DatePreset) => void;
  /** Called with a range picked by hand; the caller switches to custom (useDateRangeParams does). */
  onRangeChange: (range: LocalDayRange) => void;
  onCompareChange: (compare: boolean) => void;
  /** Hide the compare checkbox on screens without compare mode. */
  showCompare?: boolean;
  compareLabel?: string;
  /** Injectable clock for tests. */
  today?: Date;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  presets: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  compareRange: { color: tokens.colorNeutralForeground3 },
});

/** Preset buttons, a from/to pair of day inputs and the compare checkbox; fully controlled. */
export function DatePresetBar(props: DatePresetBarProps) {
  const { presets, preset, range, compare, compareRange, showCompare = true } = props;
  const styles = useStyles();
  const today = props.today ?? new Date();
  const [draft, setDraft] = useState({ from: formatIsoDay(range.from), to: formatIsoDay(range.to) });
  const [error, setError] = useState<string | null>(null);

  // A new range from outside (a preset, the address) replaces whatever was being typed.
  const fromIso = formatIsoDay(range.from);
  const toIso = formatIsoDay(range.to);
  useEffect(() => {
    setDraft({ from: fromIso, to: toIso });
    setError(null);
  }, [fromIso, toIso]);

  const changeDay = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    const from = parseIsoDay(next.from);
    const to = parseIsoDay(next.to);
    if (!from || !to) return; // still typing
    if (endsAfterToday({ to }, today)) return setError(DATE_RANGE_AFTER_TODAY_MESSAGE);
    if (from > to) return setError(DATE_RANGE_REVERSED_MESSAGE);
    setError(null);
    props.onRangeChange({ from, to });
  };

  return (
    <div className={styles.root}>
      <fieldset className={styles.presets} aria-label="Date presets">
        {presets.map((p) => (
          <ToggleButton key={p} size="small" checked={p === preset} onClick={() => props.onPresetChange(p)}>
            {DATE_PRESET_LABELS[p]}
          </ToggleButton>
        ))}
      </fieldset>
      <Field label="From" size="small" validationState={error ? 'error' : 'none'}>
        <Input
          type="date"
          size="small"
          value={draft.from}
          max={formatIsoDay(today)}
          onChange={(_, data) => changeDay('from', data.value)}
        />
      </Field>
      <Field
        label="To"
        size="small"
        validationState={error ? 'error' : 'none'}
        validationMessage={error ?? undefined}
      >
        <Input
          type="date"
          size="small"
          value={draft.to}
          max={formatIsoDay(today)}
          onChange={(_, data) => changeDay('to', data.value)}
        />
      </Field>
      {showCompare && (
        <Checkbox
          label={props.compareLabel ?? 'Compare to previous'}
          checked={compare}
          onChange={(_, data) => props.onCompareChange(data.checked === true)}
        />
      )}
      {showCompare && compare && compareRange && (
        <Text size={200} className={styles.compareRange}>
          vs {formatIsoDay(compareRange.from)} – {formatIsoDay(compareRange.to)}
        </Text>
      )}
    </div>
  );
}
