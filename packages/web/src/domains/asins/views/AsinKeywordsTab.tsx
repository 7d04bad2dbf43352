import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { MAX_KEYWORDS, MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { useSelectedMarketplaceId } from '../../../app/marketplace/MarketplaceProvider';
import {
  useAsinKeywordsQuery,
  useDeleteAsinKeywordsMutation,
  useSaveAsinKeywordMutation,
} from '../../../gql/hooks';
import { ConfirmDialog, EmptyState, ErrorState, ForbiddenState, LoadingState, useNotify } from '../../../ui';
import { KeywordDialog } from '../components/KeywordDialog';
import { type KeywordRow, KeywordTable } from '../components/KeywordTable';
import { isForbidden, preferServerMessage } from './asin-errors';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Editing = { mode: 'Add' } | { mode: 'Update'; row: KeywordRow } | null;

/** The Keywords tab: the table, the Add Keyword dialog (hidden above 75 keywords) and deletions. */
export function AsinKeywordsTab({ asin }: { asin: string }) {
  const styles = useStyles();
  const notify = useNotify();
  const marketplaceId = useSelectedMarketplaceId();
  const { data, loading, error, refetch } = useAsinKeywordsQuery({ variables: { asin, marketplaceId } });
  const [save, { loading: saving }] = useSaveAsinKeywordMutation();
  const [remove] = useDeleteAsinKeywordsMutation();
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);

  const onSave = async (keyword: string) => {
    try {
      await save({
        variables: {
          asin,
          keyword,
          keywordId: editing?.mode === 'Update' ? editing.row.id : null,
          marketplaceId,
        },
      });
      notify.success(MESSAGES.asinKeywordSaved);
      setEditing(null);
      await refetch();
    } catch (failure) {
      notify.error(MESSAGES.unableToSaveAsinKeyword, preferServerMessage(failure, ''));
    }
  };
  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { asin, keywordIds: deleting, marketplaceId } });
      notify.success(MESSAGES.asinKeywordDeleted);
      setSelected((current) => current.filter((id) => !deleting.includes(id)));
      setDeleting(null);
      await refetch();
    } catch {
      notify.error(MESSAGES.keywordDeleteFailed);
      setDeleting(null);
    }
  };

  if (error && isForbidden(error)) return <ForbiddenState />;
  if (error && preferServerMessage(error, '') === MESSAGES.asinNotFound)
    return <EmptyState message={MESSAGES.asinNotFound} />;
  if (error) return <ErrorState message={MESSAGES.unableToGetAsinKeywords} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState />;
  const list = data?.asinKeywords ?? { count: 0, rows: [] };
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        {/* Spec 2 §6: Add Keyword shown only while the keyword count is 75 or less. */}
        {list.count <= MAX_KEYWORDS && (
          <Button appearance="primary" onClick={() => setEditing({ mode: 'Add' })}>
            Add Keyword
          </Button>
        )}
        <Button disabled={selected.length === 0} onClick={() => setDeleting(selected)}>
          Delete Selected
        </Button>
      </div>
      {list.rows.length === 0 ? (
        <EmptyState message={MESSAGES.noData} />
      ) : (
        <KeywordTable
          rows={list.rows}
          selected={selected}
          onSelectedChange={setSelected}
          onEdit={(row) => setEditing({ mode: 'Update', row })}
          onDelete={(row) => setDeleting([row.id])}
        />
      )}
      <KeywordDialog
        open={editing !== null}
        mode={editing?.mode ?? 'Add'}
        initial={editing?.mode === 'Update' ? editing.row.keyword : ''}
        busy={saving}
        onSave={(keyword) => void onSave(keyword)}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete keywords"
        message={`Delete ${deleting?.length ?? 0} keyword${deleting?.length === 1 ? '' : 's'}?`}
        confirmLabel="Delete"
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
