import { MESSAGES, NOTES_DEFAULT_PAGE_SIZE } from '@portal/schema';
import { useState } from 'react';
import { useSession } from '../../../app/session/SessionProvider';
import {
  useBrandNotesQuery,
  useCreateBrandNoteMutation,
  useDeleteBrandNoteMutation,
  useUpdateBrandNoteMutation,
} from '../../../gql/hooks';
import { useNotify } from '../../../ui';
import { BrandNotesTab } from '../components/BrandNotesTab';
import { preferServerMessage } from './brand-errors';

/** The notes tab: zero-based server pages, default 10 (spec 2 §9). */
export function BrandNotesTabView({ brandCode }: { brandCode: string }) {
  const notify = useNotify();
  const session = useSession();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(NOTES_DEFAULT_PAGE_SIZE);
  const { data, loading, error, refetch } = useBrandNotesQuery({
    variables: { brandCode, page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useCreateBrandNoteMutation();
  const [update] = useUpdateBrandNoteMutation();
  const [remove] = useDeleteBrandNoteMutation();

  const attempt = async (work: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await work();
      await refetch();
      notify.success(success);
      return true;
    } catch (problem) {
      notify.error(failure, preferServerMessage(problem, ''));
      return false;
    }
  };

  return (
    <BrandNotesTab
      notes={data?.brandNotes.rows ?? []}
      count={data?.brandNotes.count ?? 0}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
      loading={loading && !data}
      error={error ? MESSAGES.unableToGetNotes : null}
      userId={session?.user.userId ?? null}
      onEmpty={() => notify.warning(MESSAGES.noteEmpty)}
      onAdd={(description) =>
        attempt(
          () => create({ variables: { brandCode, description } }),
          MESSAGES.noteCreated,
          MESSAGES.unableToSaveNote,
        )
      }
      onUpdate={(id, description) =>
        attempt(
          () => update({ variables: { id, brandCode, description } }),
          MESSAGES.noteUpdated,
          MESSAGES.unableToUpdateNote,
        )
      }
      onDelete={async (id) => {
        const done = await attempt(
          () => remove({ variables: { id, brandCode } }),
          MESSAGES.noteDeleted,
          MESSAGES.unableToDeleteNote,
        );
        // Keeps the confirmation open on failure, so nothing looks deleted that is not.
        if (!done) throw new Error(MESSAGES.unableToDeleteNote);
      }}
    />
  );
}
