import { Badge, Button, Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowUndoRegular } from '@fluentui/react-icons';
import { format } from 'date-fns';
import type { ReactElement } from 'react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { ListingSubmissionFieldsFragment, ListingVersionsQuery } from '../../../gql/graphql';
import { useListingVersionsQuery, useRevertListingVersionMutation } from '../../../gql/hooks';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, useNotify } from '../../../ui';
import { REFLECTING_LABEL } from '../../listings/field-groups';
import { issueText } from './IssuesPanel';

type Version = ListingVersionsQuery['listingVersions'][number];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  highlighted: { border: `2px solid ${tokens.colorBrandStroke1}` },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  meta: { color: tokens.colorNeutralForeground3 },
  diff: {
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase200,
    textAlign: 'left',
    '& th, & td': { padding: `2px ${tokens.spacingHorizontalXS}`, verticalAlign: 'top' },
  },
  old: { color: tokens.colorPaletteRedForeground1, textDecorationLine: 'line-through' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** An attribute's entries as one line: the values, without their selectors. */
export function entriesText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(entriesText).join('; ') || '—';
  if (typeof value === 'object') {
    const own = Object.entries(value as Record<string, unknown>).filter(
      ([key]) => key !== 'marketplace_id' && key !== 'language_tag',
    );
    if (own.length === 1) return entriesText(own[0]?.[1]);
    return own.map(([key, v]) => `${key}: ${entriesText(v)}`).join(', ');
  }
  return String(value);
}

const STATUS_COLOR: Record<string, 'success' | 'danger' | 'informative'> = {
  ACCEPTED: 'success',
  INVALID: 'danger',
};

export interface VersionHistoryProps {
  seller: { sellerId: string; marketplaceId: string };
  sku: string;
  /** The version in the address (/edit/{version}), shown highlighted. */
  highlighted: number | null;
  mayEdit: boolean;
  onReverted: (answer: ListingSubmissionFieldsFragment) => void;
}

/**
 * Every version the editor submitted, newest first, with who, when, status, reflection and the
 * changes; 'Revert to this version' submits an older version's attributes as a new version
 * (beyond the spec: docs/decisions/0431, 0501). Asked again every 5 s while one is on its way.
 */
export function VersionHistory({ seller, sku, highlighted, mayEdit, onReverted }: VersionHistoryProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [reverting, setReverting] = useState<Version | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const { data, loading, error, refetch, startPolling, stopPolling } = useListingVersionsQuery({
    variables: { ...seller, sku },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const [revert] = useRevertListingVersionMutation();
  const versions = data?.listingVersions ?? [];
  const pending = versions.some(
    (v) => v.status === 'QUEUED' || (v.status === 'ACCEPTED' && v.reflectingState === 0),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and stop are stable per query
  useEffect(() => {
    if (pending) startPolling(5000);
    else stopPolling();
    return stopPolling;
  }, [pending]);

  const doRevert = async (version: Version) => {
    try {
      const answer = (await revert({ variables: { ...seller, sku, version: version.version } })).data
        ?.revertListingVersion;
      if (!answer) return;
      const issues = answer.issuesBySku.flatMap((s) => s.issues).map(issueText);
      if (answer.status === 'ACCEPTED')
        notify.success(`Version ${version.version} was submitted again as version ${answer.version}.`);
      else if (issues.length > 0) notify.error('This version cannot be submitted again.', issues.join(' '));
      else if (answer.validationSubmissionErrorMessage) notify.error(answer.validationSubmissionErrorMessage);
      else
        notify.info(`The listing already holds version ${version.version}'s attributes: nothing to submit.`);
      onReverted(answer);
      await refetch();
    } catch (e) {
      notify.error('Unable to revert to this version', errorMessage(e, ''));
      throw e;
    }
  };

  let body: ReactElement;
  if (!data && loading) body = <LoadingState label="Loading versions…" />;
  else if (!data && error)
    body = (
      <ErrorState
        message={errorMessage(error, 'Unable to load the versions of this listing.')}
        onRetry={() => void refetch()}
      />
    );
  else if (versions.length === 0)
    body = <EmptyState message="No versions yet: each change submitted here becomes a version." />;
  else
    body = (
      <ol className={styles.list} aria-label="Versions">
        {versions.map((v, index) => {
          const open = expanded.has(v.version);
          return (
            <li
              key={v.version}
              className={`${styles.item} ${highlighted === v.version ? styles.highlighted : ''}`}
              aria-label={`Version ${v.version}`}
            >
              <div className={styles.head}>
                <Text weight="semibold">Version {v.version}</Text>
                <Badge appearance="tint" color={STATUS_COLOR[v.status] ?? 'informative'}>
                  {v.status}
                </Badge>
                {v.reflectingState !== null && v.reflectingState !== undefined && (
                  <Badge appearance="outline">{REFLECTING_LABEL[v.reflectingState] ?? ''}</Badge>
                )}
                <Caption1 className={styles.meta}>
                  {v.kind === 'revert' && v.revertsVersion
                    ? `revert to version ${v.revertsVersion}`
                    : v.kind === 'change-product-type'
                      ? `product type changed to ${v.productType}`
                      : v.kind}
                </Caption1>
              </div>
              <Caption1 className={styles.meta}>
                {format(new Date(v.createdAt), 'd MMM yyyy HH:mm')}
                {v.userEmail ? ` by ${v.userEmail}` : ''}
                {v.changedKeys.length > 0 ? ` · changed ${v.changedKeys.join(', ')}` : ''}
              </Caption1>
              {v.issues.length > 0 && (
                <ul>
                  {v.issues.map((i) => (
                    <li key={`${i.code}|${i.fieldName}|${i.message}`}>{issueText(i)}</li>
                  ))}
                </ul>
              )}
              {open && (
                <table className={styles.diff} aria-label={`Changes in version ${v.version}`}>
                  <thead>
                    <tr>
                      <th>Attribute</th>
                      <th>Before</th>
                      <th>After</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.diff.map((d) => (
                      <tr key={d.attribute}>
                        <td>{d.attribute}</td>
                        <td className={styles.old}>{entriesText(d.before)}</td>
                        <td>{entriesText(d.after)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <div className={styles.actions}>
                {v.diff.length > 0 && (
                  <Button
                    size="small"
                    appearance="subtle"
                    onClick={() =>
                      setExpanded((s) => {
                        const next = new Set(s);
                        if (open) next.delete(v.version);
                        else next.add(v.version);
                        return next;
                      })
                    }
                  >
                    {open ? 'Hide changes' : 'Show changes'}
                  </Button>
                )}
                {mayEdit && index > 0 && (
                  <Button size="small" icon={<ArrowUndoRegular />} onClick={() => setReverting(v)}>
                    Revert to this version
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    );

  return (
    <section className={styles.root} aria-label="Version history">
      <Subtitle2 as="h2">Version history</Subtitle2>
      {body}
      <ConfirmDialog
        open={reverting !== null}
        title={`Revert to version ${reverting?.version ?? ''}?`}
        confirmLabel="Revert to this version"
        message={`Version ${reverting?.version ?? ''}'s attributes are submitted again as a new version. Amazon shows them once it has processed the submission.`}
        onConfirm={() => (reverting ? doRevert(reverting) : undefined)}
        onClose={() => setReverting(null)}
      />
    </section>
  );
}
