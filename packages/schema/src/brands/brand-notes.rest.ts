import { z } from 'zod';
import { BRAND_NOTE_MAX_LENGTH, noteTooLongMessage } from '../constants/note-html.ts';
import { NOTES_PAGE_SIZE_OPTIONS } from '../constants/ui.ts';
import { defineContract, defineRoute } from '../rest/route.ts';
import { pageShape, pagingQuery } from '../rest/shapes.ts';
import { brandCodeShape, brandNoteShape } from './brand-shapes.ts';

const tag = 'brand notes';
const noteId = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a note id')
  .meta({ description: 'The note id.' });
// Blank is checked by the service so the answer carries the spec's text ('The note cannot be empty').
const content = z.object({
  description: z.string().max(BRAND_NOTE_MAX_LENGTH, noteTooLongMessage('The note', BRAND_NOTE_MAX_LENGTH)),
});

/** Brand notes (spec 2 §7 'Brand notes', spec 3 §7). Pages are zero-based. */
export const brandNotesContract = defineContract({
  list: defineRoute({
    method: 'get',
    path: '/brand-note/{brandCode}',
    operationId: 'brandNotes',
    summary: 'One page of a brand’s notes, newest first',
    tag,
    access: { permission: 'brandNotes.manage' },
    params: z.object({ brandCode: brandCodeShape }),
    query: z.object(pagingQuery(Math.max(...NOTES_PAGE_SIZE_OPTIONS))),
    responses: { 200: { description: 'One page.', schema: pageShape(brandNoteShape) } },
    errors: { 404: 'Brand not found.' },
  }),
  create: defineRoute({
    method: 'post',
    path: '/brand-note',
    operationId: 'createBrandNote',
    summary: 'Add a note to a brand (the author is the caller)',
    tag,
    access: { permission: 'brandNotes.manage' },
    body: z.object({
      user_id: z.uuid().optional().meta({ description: 'Ignored: the author is the caller.' }),
      content,
      brand_code: brandCodeShape,
    }),
    responses: { 201: { description: 'The note.', schema: brandNoteShape } },
    errors: { 404: 'Brand not found.' },
  }),
  update: defineRoute({
    method: 'put',
    path: '/brand-note/{noteId}',
    operationId: 'updateBrandNote',
    summary: 'Change a note (its author only)',
    tag,
    access: { permission: 'brandNotes.manage' },
    params: z.object({ noteId }),
    body: z.object({ content, brand_code: brandCodeShape }),
    responses: { 200: { description: 'The note.', schema: brandNoteShape } },
    errors: { 404: 'Note not found.' },
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/brand-note/{noteId}/{brandCode}',
    operationId: 'deleteBrandNote',
    summary: 'Delete a note of a brand',
    tag,
    access: { permission: 'brandNotes.manage' },
    params: z.object({ noteId, brandCode: brandCodeShape }),
    responses: { 204: { description: 'Deleted.', empty: true } },
    errors: { 404: 'Note not found.' },
  }),
});
