import {
  Button,
  Field,
  Input,
  Link,
  makeStyles,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import {
  CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH,
  CUSTOM_ATTRIBUTE_TYPES,
  type CustomAttributeType,
  DEFAULT_CUSTOM_ATTRIBUTE_TYPE,
  deleteCustomAttributeQuestion,
  noteTooLongMessage,
} from '@portal/schema';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader } from '../../../ui';

export type CustomAttributeRow = { name: string; type: CustomAttributeType };

export type CustomAttributesPageProps = {
  title: string;
  backUrl: string | null;
  rows: readonly CustomAttributeRow[];
  loading: boolean;
  error: string | null;
  canManage: boolean;
  onAdd: (name: string, type: CustomAttributeType) => Promise<boolean>;
  onEdit: (name: string, type: CustomAttributeType) => Promise<boolean>;
  onDelete: (name: string) => Promise<void>;
};

const useStyles = makeStyles({
  add: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
    marginBottom: tokens.spacingVerticalL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  table: { minWidth: '320px' },
  scroll: { overflowX: 'auto' },
});

const TypeSelect = (props: {
  label: string;
  value: CustomAttributeType;
  onChange: (type: CustomAttributeType) => void;
}) => (
  <Select
    aria-label={props.label}
    value={props.value}
    onChange={(_, d) => props.onChange(d.value as CustomAttributeType)}
  >
    {CUSTOM_ATTRIBUTE_TYPES.map((type) => (
      <option key={type} value={type}>
        {type}
      </option>
    ))}
  </Select>
);

function AttributeRow({
  row,
  canManage,
  onEdit,
  onDelete,
}: {
  row: CustomAttributeRow;
  canManage: boolean;
  onEdit: CustomAttributesPageProps['onEdit'];
  onDelete: () => void;
}) {
  const styles = useStyles();
  const [editing, setEditing] = useState<CustomAttributeType | null>(null);
  // Save calls the API only when the type changed; otherwise it just closes (spec 2 §2).
  const save = async () => {
    if (editing === null || editing === row.type || (await onEdit(row.name, editing))) setEditing(null);
  };
  return (
    <TableRow>
      <TableCell>{row.name}</TableCell>
      <TableCell>
        {editing === null ? (
          row.type
        ) : (
          <TypeSelect label={`Type of ${row.name}`} value={editing} onChange={setEditing} />
        )}
      </TableCell>
      <TableCell>
        {canManage && (
          <div className={styles.actions}>
            {editing === null ? (
              <>
                <Button onClick={() => setEditing(row.type)} aria-label={`Edit ${row.name}`}>
                  Edit
                </Button>
                <Button onClick={onDelete} aria-label={`Delete ${row.name}`}>
                  Delete
                </Button>
              </>
            ) : (
              <>
                <Button appearance="primary" onClick={() => void save()}>
                  Save
                </Button>
                <Button onClick={() => setEditing(null)}>Cancel</Button>
              </>
            )}
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}

/** Spec 2 'Custom attributes': view, edit, cancel, delete after confirmation, add. */
export function CustomAttributesPage(props: CustomAttributesPageProps) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomAttributeType>(DEFAULT_CUSTOM_ATTRIBUTE_TYPE);
  const [deleting, setDeleting] = useState<string | null>(null);
  // The server's limit, refused here in its words before anything is sent (issue 38 point 13).
  const tooLong = name.trim().length > CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH;
  const add = async () => {
    if (await props.onAdd(name.trim(), type)) {
      setName('');
      setType(DEFAULT_CUSTOM_ATTRIBUTE_TYPE);
    }
  };
  let body: ReactNode;
  if (props.error) body = <ErrorState message={props.error} />;
  else if (props.loading) body = <LoadingState />;
  else if (props.rows.length === 0) body = <EmptyState />;
  else
    body = (
      <div className={styles.scroll}>
        <Table aria-label="Custom attributes" className={styles.table}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Type</TableHeaderCell>
              <TableHeaderCell>Actions</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {props.rows.map((row) => (
              <AttributeRow
                key={row.name}
                row={row}
                canManage={props.canManage}
                onEdit={props.onEdit}
                onDelete={() => setDeleting(row.name)}
              />
            ))}
          </TableBody>
        </Table>
      </div>
    );
  return (
    <>
      <PageHeader title={props.title} />
      {props.backUrl && (
        <Link as="span">
          <RouterLink to={props.backUrl}>Go Back</RouterLink>
        </Link>
      )}
      {props.canManage && (
        <div className={styles.add}>
          <Field
            hint={`Up to ${CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH} characters`}
            validationState={tooLong ? 'error' : 'none'}
            validationMessage={
              tooLong ? noteTooLongMessage('The name', CUSTOM_ATTRIBUTE_NAME_MAX_LENGTH) : undefined
            }
          >
            <Input
              aria-label="Custom attribute name"
              placeholder="Name"
              value={name}
              onChange={(_, d) => setName(d.value)}
            />
          </Field>
          <TypeSelect label="Custom attribute type" value={type} onChange={setType} />
          <Button appearance="primary" disabled={name.trim() === '' || tooLong} onClick={() => void add()}>
            Add custom attribute
          </Button>
        </div>
      )}
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete custom attribute"
        message={deleting ? deleteCustomAttributeQuestion(deleting) : ''}
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={async () => {
          if (deleting) await props.onDelete(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
