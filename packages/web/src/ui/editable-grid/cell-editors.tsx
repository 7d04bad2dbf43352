import { useLayoutEffect } from 'react';
import type { RenderEditCellProps } from 'react-data-grid';

/**
 * How a column's cells are edited, declared by the owner (the bulk tools derive it from a product
 * type's field definitions): free text with its length limit, a number with its bounds, or one
 * of a fixed list of values. Values stay the text the cell shows; the owner types them on submit.
 */
export type CellEditor =
  | { kind: 'text'; maxLength?: number | null }
  | { kind: 'number'; integer: boolean; min?: number | null; max?: number | null }
  | { kind: 'select'; options: readonly CellOption[] };

export interface CellOption {
  value: string;
  label: string;
  /** Shown, not choosable (a deprecated value). */
  disabled?: boolean;
}

// The library's own editor class: same look as its text editor.
const EDITOR_CLASS = 'rdg-text-editor';

const autoFocusAndSelect = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

type EditorProps<Row> = RenderEditCellProps<Row> & {
  editor: CellEditor;
  onOpen: () => void;
  onClosed: () => void;
};

/** The cell's editor, telling the grid while it is open (the grid holds its rows meanwhile). */
export function CellEditorInput<Row extends Record<string, unknown>>({
  editor,
  onOpen,
  onClosed,
  row,
  column,
  onRowChange,
  onClose,
}: EditorProps<Row>) {
  // Mount and unmount only: the callbacks of the render that opened the editor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    onOpen();
    return onClosed;
  }, []);
  const value = String(row[column.key] ?? '');
  const set = (next: string, commit = false) => onRowChange({ ...row, [column.key]: next }, commit);
  if (editor.kind === 'select')
    return (
      <select
        className={EDITOR_CLASS}
        aria-label={typeof column.name === 'string' ? column.name : column.key}
        ref={(el) => el?.focus()}
        value={value}
        onChange={(e) => set(e.target.value, true)}
        onBlur={() => onClose(true, false)}
      >
        <option value="">(none)</option>
        {/* A value the list does not hold (pasted, or from the file) stays visible until replaced. */}
        {value !== '' && !editor.options.some((o) => o.value === value) && (
          <option value={value}>{value}</option>
        )}
        {editor.options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.disabled ? `${o.label} (deprecated)` : o.label}
          </option>
        ))}
      </select>
    );
  if (editor.kind === 'number')
    return (
      <input
        className={EDITOR_CLASS}
        ref={autoFocusAndSelect}
        type="number"
        step={editor.integer ? 1 : 'any'}
        min={editor.min ?? undefined}
        max={editor.max ?? undefined}
        value={value}
        onChange={(e) => set(e.target.value)}
        onBlur={() => onClose(true, false)}
      />
    );
  return (
    <input
      className={EDITOR_CLASS}
      ref={autoFocusAndSelect}
      maxLength={editor.maxLength ?? undefined}
      value={value}
      onChange={(e) => set(e.target.value)}
      onBlur={() => onClose(true, false)}
    />
  );
}

/** What a select cell shows: the option's label, else the raw value. */
export const optionLabel = (editor: CellEditor | undefined, value: string): string =>
  editor?.kind === 'select' ? (editor.options.find((o) => o.value === value)?.label ?? value) : value;

/**
 * A pasted or filled text as the column's value: a select column takes an option's label or
 * value (any case), so a column copied from a spreadsheet of labels lands as values.
 */
export function pastedValue(editor: CellEditor | undefined, text: string): string {
  const trimmed = text.replace(/\r?\n$/, '');
  if (editor?.kind !== 'select') return trimmed;
  const wanted = trimmed.trim().toLowerCase();
  const option = editor.options.find(
    (o) => o.value.toLowerCase() === wanted || o.label.toLowerCase() === wanted,
  );
  return option?.value ?? trimmed;
}
