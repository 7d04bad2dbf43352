import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useField } from 'formik';

export interface FormikTextFieldProps {
  name: string;
  label: string;
  type?: InputProps['type'];
  autoComplete?: string;
  required?: boolean;
  /** Text under the field before anything is wrong, e.g. the server's limit (issue 38 point 13). */
  hint?: string;
}

/** A labelled Fluent input bound to a Formik field; shows the yup message once touched. */
export function FormikTextField({
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  hint,
}: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const message = meta.touched && meta.error ? meta.error : undefined;
  return (
    <Field label={label} required={required} hint={hint} validationMessage={message}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
