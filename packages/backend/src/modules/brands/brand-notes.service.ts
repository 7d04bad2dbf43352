import { MESSAGES, NOTES_DEFAULT_PAGE_SIZE } from '@portal/schema';
import type { AppContext } from '../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { scopedBrand } from './brand-scope.ts';

const NOTE_NOT_FOUND = 'Note not found';

function noteQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('brand_notes as n')
    .leftJoin('users as u', 'u.id', 'n.user_id')
    .select([
      'n.id',
      'n.brand_code',
      'n.user_id',
      'u.name as author_name',
      'n.description',
      'n.created_at',
      'n.updated_at',
    ]);
}
type NoteRow = Awaited<ReturnType<ReturnType<typeof noteQuery>['execute']>>[number];

const toNote = (row: NoteRow) => ({
  id: row.id,
  brand_code: row.brand_code,
  user_id: row.user_id,
  author_name: row.author_name,
  content: { description: row.description },
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/** A note's text: trimmed, never empty (spec 2 §5 'The note cannot be empty'). */
function noteText(description: string): string {
  const text = description.trim();
  if (text === '') throw badRequest(MESSAGES.noteEmpty);
  return text;
}

export async function listNotes(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  page = 0,
  pageSize = NOTES_DEFAULT_PAGE_SIZE,
) {
  await scopedBrand(ctx, principal, brandCode);
  const [rows, total] = await Promise.all([
    noteQuery(ctx)
      .where('n.brand_code', '=', brandCode)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    ctx.db
      .selectFrom('brand_notes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('brand_code', '=', brandCode)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toNote), count: Number(total.count) };
}

async function findNote(ctx: AppContext, id: number) {
  const row = await noteQuery(ctx).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

export async function createNote(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  description: string,
) {
  await scopedBrand(ctx, principal, brandCode);
  const text = noteText(description);
  const { id } = await ctx.db
    .insertInto('brand_notes')
    .values({ brand_code: brandCode, user_id: principal.userId, description: text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toNote(await findNote(ctx, id));
}

/** Only the author edits a note (spec 2 §2: only the author sees the edit control). */
export async function updateNote(
  ctx: AppContext,
  principal: Principal,
  id: number,
  brandCode: string,
  description: string,
) {
  await scopedBrand(ctx, principal, brandCode);
  const note = await findNote(ctx, id);
  if (note.brand_code !== brandCode) throw notFound(NOTE_NOT_FOUND);
  if (note.user_id !== principal.userId) throw forbidden('Only the author of a note can edit it');
  const text = noteText(description);
  await ctx.db
    .updateTable('brand_notes')
    .set({ description: text, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return toNote(await findNote(ctx, id));
}

/** Anyone who may manage a brand's notes deletes any of them (docs/decisions/0101). */
export async function deleteNote(ctx: AppContext, principal: Principal, id: number, brandCode: string) {
  await scopedBrand(ctx, principal, brandCode);
  const result = await ctx.db
    .deleteFrom('brand_notes')
    .where('id', '=', id)
    .where('brand_code', '=', brandCode)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound(NOTE_NOT_FOUND);
}
