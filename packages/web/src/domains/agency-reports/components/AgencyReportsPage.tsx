import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { DatePreset } from '@portal/schema';
import type { ReactNode } from 'react';
import { DateRangeBar, type DateRangeParams, EmptyState, MultiFilter } from '../../../ui';
import type { ReportTypeOption } from '../report-types';

/** Reports run over whole months or recent days; the analytics screens' other presets add nothing here. */
export const AGENCY_REPORT_DATE_PRESETS: readonly DatePreset[] = [
  'thisMonth',
  '30d',
  'quarter',
  '6m',
  'custom',
];

export type AgencyReportsPageProps = {
  dates: DateRangeParams;
  /** The types this user may download. */
  options: readonly ReportTypeOption[];
  selected: readonly ReportTypeOption[];
  onSelect: (ids: string[]) => void;
  onDownload: (option: ReportTypeOption) => void;
  /** What a row shows after Download: the file's state, or nothing before. */
  statusOf: (option: ReportTypeOption) => ReactNode;
  onDownloadAll: () => void;
  /** The spec's message once 'Download All' is queued, and the archive's state. */
  allMessage: string | null;
  allStatus: ReactNode;
  /** Earlier reports of this user (loading, error, empty or the list). */
  earlier: ReactNode;
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  rows: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  what: { display: 'flex', flexDirection: 'column', flex: '1 1 240px', minWidth: 0 },
  description: { color: tokens.colorNeutralForeground3 },
  all: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/** /agency-reports 'Reports' (spec 2 §2): a date range, the report types, a download row each, Download All. */
export function AgencyReportsPage(props: AgencyReportsPageProps) {
  const { dates, selected } = props;
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label="Reports">
      <Text as="h1" size={700} weight="semibold">
        Reports
      </Text>
      <Text className={styles.description}>
        Every brand and marketplace the agency manages, as CSV files kept for you below.
      </Text>
      <DateRangeBar dates={dates} presets={AGENCY_REPORT_DATE_PRESETS} showCompare={false} />
      <MultiFilter
        label="Report types"
        placeholder="Choose reports"
        options={props.options.map((o) => ({ value: o.id, text: o.label }))}
        selected={selected.map((o) => o.id)}
        onSelect={props.onSelect}
      />
      {selected.length === 0 ? (
        <EmptyState message="Choose one or more report types to download them for the dates above." />
      ) : (
        <ul className={styles.rows} aria-label="Reports to download">
          {selected.map((option) => (
            <li key={option.id} className={styles.row}>
              <span className={styles.what}>
                <Text weight="semibold">{option.label}</Text>
                <Text size={200} className={styles.description}>
                  {option.description}
                </Text>
              </span>
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => props.onDownload(option)}
                aria-label={`Download ${option.label}`}
              >
                Download
              </Button>
              {props.statusOf(option)}
            </li>
          ))}
        </ul>
      )}
      {selected.length > 1 && (
        <div className={styles.all}>
          <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={props.onDownloadAll}>
            Download All
          </Button>
          {props.allMessage && (
            <MessageBar intent="info">
              <MessageBarBody>{props.allMessage}</MessageBarBody>
            </MessageBar>
          )}
          {props.allStatus}
        </div>
      )}
      <Text as="h2" size={500} weight="semibold">
        Earlier reports
      </Text>
      {props.earlier}
    </section>
  );
}
