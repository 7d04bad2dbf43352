import type { CompareRule } from '@portal/schema';
import { parseAsString } from 'nuqs';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAddressState } from '../address-state/use-address-state';
import {
  type DatePreset,
  DEFAULT_DATE_PRESET,
  endsAfterToday,
  formatIsoDay,
  type LocalDayRange,
  parseIsoDay,
  parsePreset,
  presetLocalDayRange,
  previousLocalDayRange,
  type RangePreset,
} from './presets';

export type UseDateRangeParamsOptions = {
  /** The preset used when the address has no usable range (spec: last 7 days ending yesterday). */
  defaultPreset?: RangePreset;
  /** Overrides the presets' compare rules, e.g. whole months where amounts are charged per month. */
  compareRule?: CompareRule;
  /** Injectable clock for tests. */
  today?: () => Date;
};

export type DateRangeParams = {
  preset: DatePreset;
  range: LocalDayRange;
  /** The range as the API wants it, YYYY-MM-DD. */
  from: string;
  to: string;
  compare: boolean;
  /** The comparison period when compare is on, else null. */
  compareRange: LocalDayRange | null;
  compareFrom: string | null;
  compareTo: string | null;
  setPreset: (preset: DatePreset) => void;
  /** A range picked by hand; it switches the preset to custom. */
  setRange: (range: LocalDayRange) => void;
  setCompare: (compare: boolean) => void;
};

const KEYS = ['preset', 'from', 'to', 'compare', 'compareFrom', 'compareTo'] as const;
type Key = (typeof KEYS)[number];
type RawDates = Record<Key, string | null>;

/** The date keys as the address holds them; resolveDateRangeParams reads them with the date rules. */
const DATE_PARAMS = Object.fromEntries(KEYS.map((key) => [key, parseAsString])) as Record<
  Key,
  typeof parseAsString
>;

const toSearchParams = (raw: RawDates) => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = raw[key];
    if (value !== null) params.set(key, value);
  }
  return params;
};

type Resolved = {
  preset: DatePreset;
  range: LocalDayRange;
  compare: boolean;
  compareRange: LocalDayRange | null;
};

/** Reads the date state from the address, falling back to the default preset for anything unusable. */
export function resolveDateRangeParams(
  params: URLSearchParams,
  today: Date,
  defaultPreset: RangePreset = DEFAULT_DATE_PRESET,
  compareRule?: CompareRule,
): Resolved {
  const fallback = {
    preset: defaultPreset,
    range: presetLocalDayRange(defaultPreset, today) as LocalDayRange,
  };
  const preset = parsePreset(params.get('preset'));
  const from = parseIsoDay(params.get('from'));
  const to = parseIsoDay(params.get('to'));
  let current: { preset: DatePreset; range: LocalDayRange } = fallback;
  if (from && to && from <= to && !endsAfterToday({ to }, today)) {
    // Explicit days win; without a preset they are a custom range.
    current = { preset: preset ?? 'custom', range: { from, to } };
  } else if (preset && preset !== 'custom') {
    current = { preset, range: presetLocalDayRange(preset, today) as LocalDayRange };
  }
  const compareFrom = parseIsoDay(params.get('compareFrom'));
  const compareTo = parseIsoDay(params.get('compareTo'));
  const linkedPeriod =
    compareFrom && compareTo && compareFrom <= compareTo ? { from: compareFrom, to: compareTo } : null;
  // A link that carries a usable compare period means compare, unless it says compare=false: links
  // built by hand (or by other tools) often name only the periods.
  const flag = params.get('compare');
  const compare = flag === 'true' || flag === '1' || (flag === null && linkedPeriod !== null);
  if (!compare) return { ...current, compare, compareRange: null };
  return {
    ...current,
    compare,
    compareRange: linkedPeriod ?? previousLocalDayRange(current.range, current.preset, compareRule),
  };
}

/** The six keys a state writes (null removes a key). */
function writeState(state: Omit<Resolved, 'compareRange'>, compareRule?: CompareRule): RawDates {
  const previous = state.compare ? previousLocalDayRange(state.range, state.preset, compareRule) : null;
  return {
    preset: state.preset,
    from: formatIsoDay(state.range.from),
    to: formatIsoDay(state.range.to),
    compare: previous ? 'true' : null,
    compareFrom: previous ? formatIsoDay(previous.from) : null,
    compareTo: previous ? formatIsoDay(previous.to) : null,
  };
}

/**
 * The date preset, range and compare state kept in the address query (keys preset, from, to,
 * compare, compareFrom, compareTo), so a link or a reload shows the same period.
 */
export function useDateRangeParams(options: UseDateRangeParamsOptions = {}): DateRangeParams {
  const { defaultPreset = DEFAULT_DATE_PRESET, compareRule, today = () => new Date() } = options;
  // Each new period is a step of the back button, as it was when the router kept it.
  const [raw, setRaw] = useAddressState(DATE_PARAMS, { history: 'push' });
  // Two changes in one event build on each other, not on the render's copy.
  const latest = useRef(raw);
  latest.current = raw;
  const searchParams = useMemo(() => toSearchParams(raw), [raw]);
  // A ref, so that an inline clock function does not recompute the state on every render.
  const clock = useRef(today);
  clock.current = today;
  const resolved = useMemo(
    () => resolveDateRangeParams(searchParams, clock.current(), defaultPreset, compareRule),
    [searchParams, defaultPreset, compareRule],
  );

  // A fresh page writes the period it shows into its address, replacing the entry, so the link can
  // be shared as seen before anything is changed (issue 38 point 14). The compare keys are left as
  // they are: a linked compare period must not be recomputed away.
  const shownPreset = resolved.preset;
  const shownFrom = formatIsoDay(resolved.range.from);
  const shownTo = formatIsoDay(resolved.range.to);
  useEffect(() => {
    const held = latest.current;
    if (held.preset === shownPreset && held.from === shownFrom && held.to === shownTo) return;
    latest.current = { ...held, preset: shownPreset, from: shownFrom, to: shownTo };
    void setRaw({ preset: shownPreset, from: shownFrom, to: shownTo }, { history: 'replace' });
  }, [shownPreset, shownFrom, shownTo, setRaw]);

  const update = useCallback(
    (change: (state: Resolved) => Omit<Resolved, 'compareRange'> | null) => {
      const current = toSearchParams(latest.current);
      const state = change(resolveDateRangeParams(current, clock.current(), defaultPreset, compareRule));
      if (!state) return;
      latest.current = writeState(state, compareRule);
      void setRaw(latest.current);
    },
    [setRaw, defaultPreset, compareRule],
  );

  const setPreset = useCallback(
    (preset: DatePreset) =>
      update((state) => ({
        ...state,
        preset,
        range: presetLocalDayRange(preset, clock.current()) ?? state.range,
      })),
    [update],
  );
  const setRange = useCallback(
    (range: LocalDayRange) =>
      update((state) =>
        endsAfterToday(range, clock.current()) ? null : { ...state, preset: 'custom', range },
      ),
    [update],
  );
  const setCompare = useCallback((compare: boolean) => update((state) => ({ ...state, compare })), [update]);

  return {
    ...resolved,
    from: formatIsoDay(resolved.range.from),
    to: formatIsoDay(resolved.range.to),
    compareFrom: resolved.compareRange ? formatIsoDay(resolved.compareRange.from) : null,
    compareTo: resolved.compareRange ? formatIsoDay(resolved.compareRange.to) : null,
    setPreset,
    setRange,
    setCompare,
  };
}
