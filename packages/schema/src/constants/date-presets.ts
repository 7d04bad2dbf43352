/** Period presets (spec 1 §4.4, spec 2 §4 and §9, spec 3 §9). */

export const DATE_PRESETS = [
  'yesterday',
  'thisWeek',
  'thisMonth',
  '7d',
  '30d',
  '60d',
  '90d',
  'quarter',
  '6m',
  'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Record<DatePreset, string> = {
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  thisMonth: 'This month',
  '7d': '7 days',
  '30d': '30 days',
  '60d': '60 days',
  '90d': '90 days',
  quarter: 'Quarter',
  '6m': '6 months',
  custom: 'Custom',
};

/** How compare mode finds the previous period: by calendar unit, or the same length just before. */
export type CompareRule =
  | 'previousWeek'
  | 'previousMonth'
  | 'previousQuarter'
  | 'previousMonths'
  | 'sameLengthBefore';

export const DATE_PRESET_COMPARE: Record<DatePreset, CompareRule> = {
  yesterday: 'sameLengthBefore',
  thisWeek: 'previousWeek',
  thisMonth: 'previousMonth',
  '7d': 'sameLengthBefore',
  '30d': 'sameLengthBefore',
  '60d': 'sameLengthBefore',
  '90d': 'sameLengthBefore',
  quarter: 'previousQuarter',
  // Six calendar months compare with the six before them, not with 183 days that start mid-month.
  '6m': 'previousMonths',
  custom: 'sameLengthBefore',
};

/** The preset bar of each screen, in the order it shows them. */
export const ADVERTISING_DATE_PRESETS: readonly DatePreset[] = [
  'yesterday',
  'thisWeek',
  'thisMonth',
  '7d',
  '30d',
  '90d',
  'quarter',
  'custom',
];
export const PERFORMANCE_DATE_PRESETS: readonly DatePreset[] = [
  'yesterday',
  '7d',
  '30d',
  '60d',
  '90d',
  'quarter',
  'custom',
];
export const KEYWORD_DATE_PRESETS: readonly DatePreset[] = ['7d', '30d', '60d', '90d', 'quarter', 'custom'];

/** Default period everywhere: the last 7 days ending yesterday. */
export const DEFAULT_DATE_PRESET: DatePreset = '7d';
/** Commissions open on the last 6 months. */
export const COMMISSIONS_DEFAULT_PRESET: DatePreset = '6m';

/** The analytics screens write y and q in the address; read both spellings. */
const PRESET_ALIASES: Record<string, DatePreset> = { y: 'yesterday', q: 'quarter' };

export const parseDatePreset = (value: string | null | undefined): DatePreset | null => {
  if (!value) return null;
  const alias = PRESET_ALIASES[value];
  if (alias) return alias;
  return (DATE_PRESETS as readonly string[]).includes(value) ? (value as DatePreset) : null;
};
