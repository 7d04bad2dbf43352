import type { CompareRule } from '@portal/schema';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
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

function writeState(
  params: URLSearchParams,
  state: Omit<Resolved, 'compareRange'>,
  compareRule?: CompareRule,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  next.set('preset', state.preset);
  next.set('from', formatIsoDay(state.range.from));
  next.set('to', formatIsoDay(state.range.to));
  if (state.compare) {
    const previous = previousLocalDayRange(state.range, state.preset, compareRule);
    next.set('compare', 'true');
    next.set('compareFrom', formatIsoDay(previous.from));
    next.set('compareTo', formatIsoDay(previous.to));
  }
  return next;
}

/**
 * The date preset, range and compare state kept in the address query (keys preset, from, to,
 * compare, compareFrom, compareTo), so a link or a reload shows the same period.
 */
export function useDateRangeParams(options: UseDateRangeParamsOptions = {}): DateRangeParams {
  const { defaultPreset = DEFAULT_DATE_PRESET, compareRule, today = () => new Date() } = options;
  const [searchParams, setSearchParams] = useSearchParams();
  // A ref, so that an inline clock function does not recompute the state on every render.
  const clock = useRef(today);
  clock.current = today;
  const resolved = useMemo(
    () => resolveDateRangeParams(searchParams, clock.current(), defaultPreset, compareRule),
    [searchParams, defaultPreset, compareRule],
  );

  const update = useCallback(
    (change: (state: Resolved) => Omit<Resolved, 'compareRange'> | null) => {
      setSearchParams((prev) => {
        const state = change(resolveDateRangeParams(prev, clock.current(), defaultPreset, compareRule));
        return state ? writeState(prev, state, compareRule) : prev;
      });
    },
    [setSearchParams, defaultPreset, compareRule],
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
