import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { asinUpdateSchema } from '@portal/schema';
import { Form, Formik } from 'formik';
import { PageHeader } from '../../../ui';

export type AsinUpdateValues = { asin: string; parent: string; brand_code: string };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
});

/**
 * Spec 2 'ASIN update page': ASIN number, Parent and Brands shown disabled, and a Save button.
 * The §5 rules still run (an ASIN with no brand cannot be saved).
 */
export function AsinUpdateForm({
  initial,
  brandName,
  onSave,
}: {
  initial: AsinUpdateValues;
  brandName: string;
  onSave: (values: AsinUpdateValues) => Promise<void>;
}) {
  const styles = useStyles();
  return (
    <section>
      <PageHeader title="Update ASIN" />
      <Formik initialValues={initial} validationSchema={asinUpdateSchema} onSubmit={onSave}>
        {({ errors, isSubmitting }) => (
          <Form className={styles.form} noValidate>
            <Field label="ASIN number" required validationMessage={errors.asin}>
              <Input name="asin" value={initial.asin} disabled />
            </Field>
            <Field label="Parent">
              <Input name="parent" value={initial.parent} disabled />
            </Field>
            <Field label="Brands" required validationMessage={errors.brand_code}>
              <Input name="brand_code" value={`${initial.brand_code} — ${brandName}`} disabled />
            </Field>
            <div>
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                Save
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
