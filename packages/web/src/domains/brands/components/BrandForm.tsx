import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Form, Formik } from 'formik';
import { type BrandFormValues, validateBrandForm } from '../brand-form-model';
import { BrandFormFields, type BrandFormLookups } from './BrandFormFields';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalL },
});

export type BrandFormProps = {
  mode: 'create' | 'edit';
  initialValues: BrandFormValues;
  lookups: BrandFormLookups;
  onSubmit: (values: BrandFormValues) => Promise<void>;
  onCancel: () => void;
};

/** The brand edit and create form, validated on every change with the §5 rules. */
export function BrandForm({ mode, initialValues, lookups, onSubmit, onCancel }: BrandFormProps) {
  const styles = useStyles();
  return (
    <Formik<BrandFormValues>
      initialValues={initialValues}
      validate={(values) => validateBrandForm(values, mode)}
      validateOnChange
      enableReinitialize
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={mode === 'create' ? 'Create brand' : 'Edit brand'}>
          <BrandFormFields mode={mode} lookups={lookups} />
          <div className={styles.actions}>
            <Button type="submit" appearance="primary" disabled={isSubmitting}>
              {mode === 'create' ? 'Create' : 'Save'}
            </Button>
            <Button onClick={onCancel}>Cancel</Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
