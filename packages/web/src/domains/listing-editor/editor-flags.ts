/**
 * The listing form's URL flags (spec 3 §5): each is on only when its value is 'true'.
 * skipValidation also turns the force-update switch on.
 */
export const EDITOR_FLAGS = [
  'skipSpApi',
  'skipSubmission',
  'runSchemaValidation',
  'skipValidation',
  'enableAdminDeleteListing',
] as const;

export type EditorFlags = Record<(typeof EDITOR_FLAGS)[number], boolean>;

export const editorFlags = (search: URLSearchParams): EditorFlags =>
  Object.fromEntries(EDITOR_FLAGS.map((flag) => [flag, search.get(flag) === 'true'])) as EditorFlags;
