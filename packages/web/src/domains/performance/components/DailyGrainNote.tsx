import { Text } from '@fluentui/react-components';
import type { ChartInterval } from '../../../ui';

export type DailyGrainNoteProps = {
  /** The interval spec 2 §4's span rule gives the chosen period. */
  interval: ChartInterval;
};

/**
 * Says so when the span rule asks for hours or minutes: the sales and traffic figures are daily, so
 * the chart shows one point per day rather than an invented intraday curve (decision 0151).
 */
export function DailyGrainNote({ interval }: DailyGrainNoteProps) {
  if (interval === 'day') return null;
  return (
    <Text role="note" size={200}>
      One point per day: sales and traffic figures are reported daily, so this span is not split by the{' '}
      {interval}.
    </Text>
  );
}
