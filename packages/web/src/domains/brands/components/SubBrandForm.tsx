import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { noteTooLongMessage, SUB_BRAND_NAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@portal/schema';
import { Form, Formik } from 'formik';
import { object, string } from 'yup';
import { FormikTextField } from '../../../app/forms/FormikTextField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

// The server's limit, shown before submit and refused in the server's words (issue 38 point 13).
const schema = object({
  name: string()
    .trim()
    .required(VALIDATION_MESSAGES.nameRequired)
    .max(SUB_BRAND_NAME_MAX_LENGTH, noteTooLongMessage('The name', SUB_BRAND_NAME_MAX_LENGTH)),
});

export interface SubBrandFormProps {
  initialName: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel: () => void;
}

/** The sub-brand editor's one field (spec 3 §2: the brand name; 'Name is required'). */
export function SubBrandForm({ initialName, submitLabel, onSubmit, onCancel }: SubBrandFormProps) {
  const styles = useStyles();
  return (
    <Formik
      initialValues={{ name: initialName }}
      validationSchema={schema}
      onSubmit={async (values) => onSubmit(values.name.trim())}
    >
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate>
          <FormikTextField
            name="name"
            label="Brand name"
            required
            autoComplete="off"
            hint={`Up to ${SUB_BRAND_NAME_MAX_LENGTH} characters`}
          />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              {submitLabel}
            </Button>
            <Button type="button" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
