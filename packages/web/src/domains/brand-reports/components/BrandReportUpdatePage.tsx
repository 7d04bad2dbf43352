import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { BRAND_REPORT_NOTE_LABELS, NOTE_MAX_LENGTH, noteTooLongMessage } from '@portal/schema';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '../../../app/routing/use-leave-guard';
import { ConfirmDialog, PageHeader } from '../../../ui';
import type { BrandReportData } from '../report-model';
import { brandReportListUrl, brandReportViewUrl } from '../urls';
import { RichTextEditor } from './update/RichTextEditor';
import { SuppressionsEditor } from './update/SuppressionsEditor';

export type BrandReportChanges = { salesNote: string; adNote: string; removedSuppressionIds: number[] };

export type BrandReportUpdatePageProps = {
  report: BrandReportData;
  saving: boolean;
  /** Resolves true once the changes are saved; until then they count as unsaved. */
  onSave: (changes: BrandReportChanges) => Promise<boolean>;
};

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';
export const UNSAVED_CHANGES_MESSAGE =
  'Your changes to this report are not saved. They are lost if you leave.';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** True when the form differs from what was last loaded or saved. */
export const hasUnsavedChanges = (form: BrandReportChanges, saved: BrandReportChanges): boolean =>
  form.salesNote !== saved.salesNote ||
  form.adNote !== saved.adNote ||
  !sameIds(form.removedSuppressionIds, saved.removedSuppressionIds);

const count = new Intl.NumberFormat('en-US');

/**
 * A report note's limit before submit, in the server's own words once over (issue 38 point 13). The
 * limit counts the note as stored, formatting included, so the count is of that and says so.
 */
const noteLimit = (label: string, html: string) => {
  const over = html.length > NOTE_MAX_LENGTH;
  return {
    hint: `${count.format(html.length)} of ${count.format(NOTE_MAX_LENGTH)} characters, formatting included`,
    validationState: over ? ('error' as const) : ('none' as const),
    validationMessage: over ? noteTooLongMessage(label, NOTE_MAX_LENGTH) : undefined,
  };
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
  const { sales_note: salesLabel, ad_note: adLabel } = BRAND_REPORT_NOTE_LABELS;
  const [salesNote, setSalesNote] = useState(report.notes.salesNote ?? '');
  const [adNote, setAdNote] = useState(report.notes.adNote ?? '');
  const [ignored, setIgnored] = useState<ReadonlySet<number>>(
    () => new Set(report.brandInfo.removedSuppressionIds),
  );
  const changes: BrandReportChanges = {
    salesNote,
    adNote,
    removedSuppressionIds: [...ignored].sort((a, b) => a - b),
  };
  const [saved, setSaved] = useState<BrandReportChanges>(() => ({
    salesNote: report.notes.salesNote ?? '',
    adNote: report.notes.adNote ?? '',
    removedSuppressionIds: [...report.brandInfo.removedSuppressionIds].sort((a, b) => a - b),
  }));
  const dirty = hasUnsavedChanges(changes, saved);
  // Every way out by a link (breadcrumb, menu, top bar) or by 'View report' asks first.
  const guard = useLeaveGuard(dirty);
  const viewUrl = brandReportViewUrl(brandCode, report.month);
  // Closing the tab or reloading with unsaved notes asks through the browser's own prompt.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

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
        // The boxes already say which note is too long; the server would refuse it in the same words.
        if (Math.max(salesNote.length, adNote.length) > NOTE_MAX_LENGTH) return;
        const submitted = changes;
        void onSave(submitted).then((ok) => ok && setSaved(submitted));
      }}
    >
      <PageHeader
        title="Update Monthly Report"
        breadcrumbs={[
          { label: 'Monthly Reports', to: brandReportListUrl(brandCode) },
          { label: `${report.brandInfo.name} ${report.month}` },
        ]}
        actions={
          <Button onClick={() => (dirty ? guard.ask(viewUrl) : navigate(viewUrl))}>View report</Button>
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
      <Field label={salesLabel} {...noteLimit(salesLabel, salesNote)}>
        <RichTextEditor label={salesLabel} initialHtml={salesNote} onChange={setSalesNote} />
      </Field>
      <Field label={adLabel} {...noteLimit(adLabel, adNote)}>
        <RichTextEditor label={adLabel} initialHtml={adNote} onChange={setAdNote} />
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
      <ConfirmDialog
        open={guard.pending !== null}
        title={UNSAVED_CHANGES_TITLE}
        message={UNSAVED_CHANGES_MESSAGE}
        confirmLabel="Leave without saving"
        cancelLabel="Stay"
        onConfirm={guard.leave}
        onClose={guard.stay}
      />
    </form>
  );
}
