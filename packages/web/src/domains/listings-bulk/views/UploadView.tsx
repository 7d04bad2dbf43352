import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  ProgressBar,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import {
  LISTINGS_BULK_MESSAGES,
  LISTINGS_MESSAGES,
  type ListingFieldDefinition,
  MAPPING_REFETCH_DELAY_MS,
} from '@portal/schema';
import { useEffect, useState } from 'react';
import { useMarketplaceSelection } from '../../../app/marketplace/MarketplaceProvider';
import { useSessionManager } from '../../../app/session/SessionProvider';
import type { CsvMatchType } from '../../../gql/graphql';
import {
  useCsvUploadsQuery,
  useImportedListingsQuery,
  useProcessCsvUploadMutation,
} from '../../../gql/hooks';
import { ErrorState, LoadingState, PageHeader, usePageTitle } from '../../../ui';
import { bulkEditableFields } from '../bulk-columns';
import { BulkSubmitPanel } from '../components/BulkSubmitPanel';
import { csvFileProblem, type UploadedCsv, uploadCsv } from '../upload-csv';
import { useCsvProcessing } from '../use-csv-processing';
import { useSharedFields } from '../use-shared-fields';

type Seller = { sellerId: string; marketplaceId: string };

const useStyles = makeStyles({
  steps: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  error: { color: tokens.colorPaletteRedForeground1 },
  mapping: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingVerticalS,
  },
});

/** /upload: 'Upload listings from a CSV file' (spec 3 §2, §4 'CSV upload'). */
export function UploadView() {
  usePageTitle('Upload');
  const { selection, loading } = useMarketplaceSelection();
  if (!selection)
    return loading ? (
      <LoadingState label="Loading…" />
    ) : (
      <ErrorState message={LISTINGS_MESSAGES.noConnection} />
    );
  return <Upload key={`${selection.sellerId}/${selection.marketplaceId}`} seller={selection} />;
}

function Upload({ seller }: { seller: Seller }) {
  const styles = useStyles();
  const session = useSessionManager();
  const uploads = useCsvUploadsQuery({ variables: seller, fetchPolicy: 'cache-and-network' });
  const [file, setFile] = useState<UploadedCsv | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [matchType, setMatchType] = useState<CsvMatchType | null>(null);
  const [column, setColumn] = useState('');
  const [processId, setProcessId] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [showMapping, setShowMapping] = useState(false);
  const [process] = useProcessCsvUploadMutation();
  const { batch, completed, failed, rowsRead } = useCsvProcessing(seller, processId);
  // The matched listings' product types: a column maps to an attribute their field definitions
  // have (all of them, when the file matched listings of several types).
  const matched = useImportedListingsQuery({
    variables: { ...seller, processId: processId ?? '', page: 0, pageSize: 200, mappedAttributes: {} },
    skip: !processId || !completed,
  });
  const productTypes = [
    ...new Set((matched.data?.importedListings.listings ?? []).map((l) => l.productType)),
  ];
  const definitions = useSharedFields(seller, productTypes);
  const offered = definitions.fields ? bulkEditableFields(definitions.fields) : [];

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(csvFileProblem(chosen));
    if (csvFileProblem(chosen)) return;
    setProgress(0);
    try {
      const uploaded = await uploadCsv(chosen, seller, await session.accessToken(), setProgress);
      setFile(uploaded);
      setColumn('');
      void uploads.refetch();
    } catch (error) {
      setProblem(
        error instanceof Error && error.message ? error.message : LISTINGS_BULK_MESSAGES.uploadFailed,
      );
    } finally {
      setProgress(null);
    }
  };

  const start = async () => {
    if (!file || !matchType || !column) return;
    setProcessId(null);
    setProblem(null);
    try {
      const answer = await process({
        variables: {
          ...seller,
          csvConfigId: file.csvConfigId,
          selectedType: matchType,
          selectedColumn: column,
        },
      });
      setProcessId(answer.data?.processCsvUpload ?? null);
    } catch (error) {
      setProblem(
        error instanceof Error && error.message ? error.message : LISTINGS_BULK_MESSAGES.csvProcessFailed,
      );
    }
  };

  const files = uploads.data?.csvUploads ?? [];
  return (
    <section aria-label="Upload">
      <PageHeader title="Upload listings from a CSV file" />
      <div className={styles.steps}>
        <div className={styles.row}>
          <Field label="1. Upload a file">
            <input
              type="file"
              aria-label="CSV file"
              accept=".csv,.txt,text/plain"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </Field>
          <Field label="or choose an uploaded file">
            <Dropdown
              placeholder={files.length ? 'Uploaded files' : 'No uploaded files'}
              value={file?.fileName ?? ''}
              onOptionSelect={(_, d) => {
                const found = files.find((f) => f.id === d.optionValue);
                if (found)
                  setFile({ csvConfigId: found.id, fileName: found.fileName, headings: found.headings });
              }}
            >
              {files.map((f) => (
                <Option key={f.id} value={f.id}>
                  {f.fileName}
                </Option>
              ))}
            </Dropdown>
          </Field>
        </div>
        {progress !== null && <ProgressBar aria-label="Upload progress" value={progress} />}
        {problem && (
          <div role="alert" className={styles.error}>
            {problem}
          </div>
        )}
        {file && <div>File chosen: {file.fileName}</div>}
        <div className={styles.row}>
          <Field label="2. Match listings by">
            <RadioGroup
              layout="horizontal"
              value={matchType ?? ''}
              onChange={(_, d) => setMatchType(d.value as CsvMatchType)}
            >
              <Radio value="SKU" label="SKU" />
              <Radio value="ASIN" label="ASIN" />
            </RadioGroup>
          </Field>
          <Field label="Column">
            <Select value={column} onChange={(_, d) => setColumn(d.value)} disabled={!file}>
              <option value="">Choose a column</option>
              {(file?.headings ?? []).map((h) => (
                <option key={h}>{h}</option>
              ))}
            </Select>
          </Field>
        </div>
        <div>
          <Button appearance="primary" disabled={!file || !matchType || !column} onClick={() => void start()}>
            Continue
          </Button>
        </div>
        {processId && completed === null && !failed && (
          <div aria-live="polite">
            <ProgressBar aria-label="Processing" />
            {batch
              ? `Batch ${batch.batchNumber}: ${batch.totalRows} rows read, ${batch.listingsMatched} listings matched`
              : rowsRead > 0
                ? `${rowsRead} rows read`
                : 'Processing…'}
          </div>
        )}
        {processId && failed && completed === null && (
          <div role="alert" className={styles.error}>
            {failed}
          </div>
        )}
        {completed !== null && (
          <div role="status">
            {completed > 0
              ? LISTINGS_BULK_MESSAGES.csvCompleted(completed)
              : LISTINGS_BULK_MESSAGES.noListingsMatched}
          </div>
        )}
        {completed !== null && completed > 0 && file && (
          <div>
            <Button onClick={() => setShowMapping((v) => !v)}>Map attributes</Button>
          </div>
        )}
        {showMapping && file && productTypes.length > 1 && (
          <div role="note">
            The matched listings have {productTypes.length} product types ({productTypes.join(', ')}): the
            attributes all of them have are offered.
          </div>
        )}
        {showMapping && file && definitions.failed && (
          <ErrorState message={LISTINGS_BULK_MESSAGES.attributesFailed(definitions.failed)} />
        )}
        {showMapping && file && productTypes.length > 0 && !definitions.failed && !definitions.fields && (
          <LoadingState label="Loading attributes…" />
        )}
        {showMapping && file && definitions.fields && (
          <fieldset className={styles.mapping} aria-label="Map attributes">
            {file.headings
              .filter((h) => h !== column)
              .map((h) => (
                <Field key={h} label={`Column ${h}`}>
                  <Select
                    aria-label={`Attribute for ${h}`}
                    value={mapping[h] ?? ''}
                    onChange={(_, d) =>
                      setMapping((m) => {
                        const next = { ...m };
                        if (d.value) next[h] = d.value;
                        else delete next[h];
                        return next;
                      })
                    }
                  >
                    <option value="">Not mapped</option>
                    {offered.map((f) => (
                      <option key={f.name} value={f.name}>
                        {f.meta.title} ({f.name}){f.required ? ' *' : ''}
                      </option>
                    ))}
                  </Select>
                </Field>
              ))}
          </fieldset>
        )}
      </div>
      {processId && completed !== null && completed > 0 && Object.keys(mapping).length > 0 && (
        <Imported
          seller={seller}
          processId={processId}
          mapping={mapping}
          fields={definitions.fields ?? []}
          locale={definitions.locale}
        />
      )}
    </section>
  );
}

/** The matched listings with the mapped columns as changes; re-fetched 2.5 s after a mapping change. */
function Imported({
  seller,
  processId,
  mapping,
  fields,
  locale,
}: {
  seller: Seller;
  processId: string;
  mapping: Record<string, string>;
  fields: readonly ListingFieldDefinition[];
  locale: string;
}) {
  const [settled, setSettled] = useState(mapping);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(mapping), MAPPING_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [mapping]);
  const { data, loading, error } = useImportedListingsQuery({
    variables: { ...seller, processId, page: 0, pageSize: 200, mappedAttributes: settled },
  });
  if (error) return <ErrorState message={LISTINGS_BULK_MESSAGES.bulkLoadFailed} />;
  if (loading && !data) return <LoadingState label="Loading matched listings…" />;
  const listings = (data?.importedListings.listings ?? []).map((l) => ({
    ...l,
    attributesToSubmit: (l.attributesToSubmit ?? {}) as Record<string, Record<string, unknown>[]>,
  }));
  return (
    <BulkSubmitPanel
      seller={seller}
      listings={listings}
      attributes={[...new Set(Object.values(settled))]}
      fields={fields}
      locale={locale}
      fromCsv
    />
  );
}
