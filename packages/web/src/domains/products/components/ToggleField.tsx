import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { DismissRegular, EditRegular, SaveRegular } from '@fluentui/react-icons';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import type { AnyObjectSchema } from 'yup';

export type ToggleFieldProps = {
  label: string;
  /** The form's field name, as the yup schema names it. */
  name: string;
  /** What view mode shows. */
  display: string;
  value: string;
  options: readonly { value: string; label: string }[];
  schema: AnyObjectSchema;
  busy: boolean;
  /** Saves only this field; resolves true when saved (the view closes the edit then). */
  onSave: (value: string) => Promise<boolean>;
};

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  form: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', flexWrap: 'wrap' },
});

/** One product detail field that toggles between view and edit (spec 3 'Product detail'). */
export function ToggleField(props: ToggleFieldProps) {
  const styles = useStyles();
  const [editing, setEditing] = useState(false);
  if (!editing)
    return (
      <span className={styles.row}>
        <span>{props.display}</span>
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={`Edit ${props.label}`}
          onClick={() => setEditing(true)}
        />
      </span>
    );
  return (
    <Formik
      initialValues={{ [props.name]: props.value }}
      validationSchema={props.schema}
      onSubmit={async (values) => {
        if (await props.onSave(String(values[props.name] ?? ''))) setEditing(false);
      }}
    >
      {({ values, errors, setFieldValue }) => (
        <Form className={styles.form} noValidate>
          <Field label={props.label} validationMessage={errors[props.name] as string | undefined}>
            <Select
              value={String(values[props.name] ?? '')}
              onChange={(_, data) => void setFieldValue(props.name, data.value)}
            >
              {props.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={props.busy}>
            Save
          </Button>
          <Button icon={<DismissRegular />} onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </Form>
      )}
    </Formik>
  );
}
