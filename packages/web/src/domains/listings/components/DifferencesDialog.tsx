import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LISTINGS_MESSAGES } from '@portal/schema';
import { format } from 'date-fns';
import { errorMessage } from '../../../app/apollo/error-message';
import { useListingDifferencesQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { GROUP_LABEL, REFLECTING_LABEL } from '../field-groups';
import type { ListingKey } from '../urls';
import { InfoDialog } from './InfoDialog';

const KIND_LABEL: Record<string, string> = {
  N: 'Only on Amazon',
  D: 'Not displayed',
  E: 'Changed',
  A: 'List changed',
};

const useStyles = makeStyles({
  value: {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  image: { maxWidth: '96px', maxHeight: '96px' },
  history: {
    marginTop: tokens.spacingVerticalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

const text = (value: unknown) =>
  value == null ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1);

/** Spec 3 Differences dialog: Type, Submitted changes, Displayed on Amazon; and the submission's history. */
export function DifferencesDialog(props: { listing: ListingKey | null; onClose: () => void }) {
  const styles = useStyles();
  const { data, loading, error, refetch } = useListingDifferencesQuery({
    variables: props.listing ?? { sellerId: '', marketplaceId: '', sku: '' },
    skip: !props.listing,
    fetchPolicy: 'network-only',
  });
  const answer = data?.listingDifferences;
  let body: React.ReactNode;
  if (error)
    body = (
      <ErrorState
        message={errorMessage(error, LISTINGS_MESSAGES.differencesFailed)}
        onRetry={() => void refetch()}
      />
    );
  else if (loading || !answer) body = <LoadingState label="Loading differences…" />;
  else
    body = (
      <>
        <Text block>{REFLECTING_LABEL[answer.reflectingState]}</Text>
        {answer.differences.length === 0 ? (
          <EmptyState message={LISTINGS_MESSAGES.noDifferences} />
        ) : (
          <Table aria-label="Differences" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Submitted changes</TableHeaderCell>
                <TableHeaderCell>Displayed on Amazon</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {answer.differences.map((d) => (
                <TableRow key={`${d.group}-${d.path.join('.')}`}>
                  <TableCell>
                    <Text weight="semibold">{d.path.join('.')}</Text>
                    <br />
                    <Text size={200}>
                      {GROUP_LABEL[d.group] ?? d.group} · {KIND_LABEL[d.kind] ?? d.kind}
                    </Text>
                  </TableCell>
                  <TableCell>
                    {d.listingImageKey ? (
                      d.listingImageUrl ? (
                        <img
                          className={styles.image}
                          src={d.listingImageUrl}
                          alt={`Submitted ${d.listingImageKey}`}
                        />
                      ) : (
                        '—'
                      )
                    ) : (
                      <span className={styles.value}>{text(d.lhs)}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    {d.listingImageKey ? (
                      d.catalogItemImageUrl ? (
                        <img
                          className={styles.image}
                          src={d.catalogItemImageUrl}
                          alt={`Displayed ${d.listingImageKey}`}
                        />
                      ) : (
                        'No image in this slot'
                      )
                    ) : (
                      <span className={styles.value}>{text(d.rhs)}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {answer.history.length > 0 && (
          <section className={styles.history} aria-label="Reflection history">
            <Text weight="semibold">Reflection history</Text>
            {answer.history.map((h) => (
              <Text key={`${h.submissionId}-${h.event}-${h.group ?? ''}-${h.at}`} size={200}>
                {format(new Date(h.at), 'yyyy-MM-dd HH:mm')} · {h.event}
                {h.group ? ` · ${GROUP_LABEL[h.group] ?? h.group}` : ''}
              </Text>
            ))}
          </section>
        )}
      </>
    );
  return (
    <InfoDialog
      open={props.listing !== null}
      title={`Differences for ${props.listing?.sku ?? ''}`}
      onClose={props.onClose}
      wide
    >
      {body}
    </InfoDialog>
  );
}
