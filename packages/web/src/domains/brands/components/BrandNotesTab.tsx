import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { MESSAGES, NOTES_PAGE_SIZE_OPTIONS } from '@portal/schema';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, Pagination } from '../../../ui';
import { NoteLengthField, noteTooLong } from './NoteLengthField';

export type BrandNoteItem = {
  id: string;
  userId?: string | null;
  authorName?: string | null;
  description: string;
  createdAt: string;
};

export type BrandNotesTabProps = {
  notes: readonly BrandNoteItem[];
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  loading: boolean;
  error: string | null;
  /** The signed-in user: only a note's author sees its edit control. */
  userId: string | null;
  onAdd: (description: string) => Promise<boolean>;
  onUpdate: (id: string, description: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<void>;
  onEmpty: () => void;
};

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  add: { display: 'grid', gap: tokens.spacingVerticalS, justifyItems: 'start' },
  textarea: { width: '100%' },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function NoteCard(props: {
  note: BrandNoteItem;
  mine: boolean;
  onUpdate: BrandNotesTabProps['onUpdate'];
  onDelete: () => void;
  onEmpty: () => void;
}) {
  const styles = useStyles();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    if (draft.trim() === '') return props.onEmpty();
    if (noteTooLong(draft)) return;
    if (await props.onUpdate(props.note.id, draft)) setDraft(null);
  };
  return (
    <Card>
      <span className={styles.meta}>
        {props.note.authorName ?? 'Former user'} · {new Date(props.note.createdAt).toLocaleString()}
      </span>
      {draft === null ? (
        <p className={styles.body}>{props.note.description}</p>
      ) : (
        <NoteLengthField label="Edit note" className={styles.textarea} value={draft} onChange={setDraft} />
      )}
      <div className={styles.actions}>
        {draft === null && props.mine && (
          <Button onClick={() => setDraft(props.note.description)}>Edit</Button>
        )}
        {draft !== null && (
          <>
            <Button appearance="primary" onClick={() => void save()}>
              Save
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </>
        )}
        {draft === null && <Button onClick={props.onDelete}>Delete</Button>}
      </div>
    </Card>
  );
}

/** The notes stream of the brand update page (spec 2 §2, §4). */
export function BrandNotesTab(props: BrandNotesTabProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<BrandNoteItem | null>(null);
  const add = async () => {
    if (draft.trim() === '') return props.onEmpty();
    // Refused here, in words, rather than sent for the server to refuse.
    if (noteTooLong(draft)) return;
    if (await props.onAdd(draft)) setDraft('');
  };
  let list: ReactNode;
  if (props.error) list = <ErrorState message={props.error} />;
  else if (props.loading) list = <LoadingState />;
  else if (props.notes.length === 0) list = <EmptyState message={MESSAGES.noData} />;
  else
    list = props.notes.map((note) => (
      <NoteCard
        key={note.id}
        note={note}
        mine={note.userId === props.userId}
        onUpdate={props.onUpdate}
        onDelete={() => setDeleting(note)}
        onEmpty={props.onEmpty}
      />
    ));
  return (
    <section className={styles.root} aria-label="Notes">
      <div className={styles.add}>
        <NoteLengthField label="New note" className={styles.textarea} value={draft} onChange={setDraft} />
        <Button appearance="primary" onClick={() => void add()}>
          Add note
        </Button>
      </div>
      {list}
      <Pagination
        page={props.page}
        pageSize={props.pageSize}
        count={props.count}
        pageSizeOptions={NOTES_PAGE_SIZE_OPTIONS}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete note"
        message="Are you sure that you want to delete this note?"
        confirmLabel="Delete"
        onConfirm={async () => {
          if (deleting) await props.onDelete(deleting.id);
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
