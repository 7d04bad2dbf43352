import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../ui';
import type { BrandReportData } from '../report-model';
import { brandReportListUrl, brandReportViewUrl } from '../urls';
import { RichTextEditor } from './update/RichTextEditor';
import { SuppressionsEditor } from './update/SuppressionsEditor';

export type BrandReportChanges = { salesNote: string; adNote: string; removedSuppressionIds: number[] };

export type BrandReportUpdatePageProps = {
  report: BrandReportData;
  saving: boolean;
  onSave: (changes: BrandReportChanges) => void;
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Spec 1 §2.6: brand code and month read-only, two rich-text notes, the suppressions, Save. */
export function BrandReportUpdatePage({ report, saving, onSave }: BrandReportUpdatePageProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { brandCode } = report.brandInfo;
  const [salesNote, setSalesNote] = useState(report.notes.salesNote ?? '');
  const [adNote, setAdNote] = useState(report.notes.adNote ?? '');
  const [ignored, setIgnored] = useState<ReadonlySet<number>>(
    () => new Set(report.brandInfo.removedSuppressionIds),
  );
  const toggle = (id: number) =>
    setIgnored((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ salesNote, adNote, removedSuppressionIds: [...ignored].sort((a, b) => a - b) });
      }}
    >
      <PageHeader
        title="Update Monthly Report"
        breadcrumbs={[
          { label: 'Monthly Reports', to: brandReportListUrl(brandCode) },
          { label: `${report.brandInfo.name} ${report.month}` },
        ]}
        actions={
          <Button onClick={() => navigate(brandReportViewUrl(brandCode, report.month))}>View report</Button>
        }
      />
      <div className={styles.row}>
        <Field label="Brand code">
          <Input value={brandCode} readOnly />
        </Field>
        <Field label="Month">
          <Input value={report.month} readOnly />
        </Field>
      </div>
      <Field label="Sales Note">
        <RichTextEditor label="Sales Note" initialHtml={salesNote} onChange={setSalesNote} />
      </Field>
      <Field label="Advertising Note">
        <RichTextEditor label="Advertising Note" initialHtml={adNote} onChange={setAdNote} />
      </Field>
      <div>
        <Text as="h2" size={500} weight="semibold">
          Suppressions
        </Text>
        <SuppressionsEditor suppressions={report.suppressions} ignored={ignored} onToggle={toggle} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
