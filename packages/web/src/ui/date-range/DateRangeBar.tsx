import type { DatePreset } from '@portal/schema';
import { DatePresetBar, type DatePresetBarProps } from './DatePresetBar';
import type { DateRangeParams } from './use-date-range-params';

export type DateRangeBarProps = {
  /** The period kept in the address (useDateRangeParams). */
  dates: DateRangeParams;
  presets: readonly DatePreset[];
  /** False where the screen has no comparison (the bar then never offers it). */
  showCompare?: boolean;
} & Pick<DatePresetBarProps, 'compareLabel' | 'today'>;

/** The date bar wired to the address: every screen hands it its useDateRangeParams state. */
export function DateRangeBar({ dates, showCompare = true, ...rest }: DateRangeBarProps) {
  return (
    <DatePresetBar
      {...rest}
      preset={dates.preset}
      range={dates.range}
      compare={showCompare && dates.compare}
      compareRange={dates.compareRange}
      onPresetChange={dates.setPreset}
      onRangeChange={dates.setRange}
      onCompareChange={dates.setCompare}
      showCompare={showCompare}
    />
  );
}
