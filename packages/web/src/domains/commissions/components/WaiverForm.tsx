import { Button, Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { COMMISSION_WAIVER, commissionWaiverSchema } from '@portal/schema';
import { Form, Formik } from 'formik';

export type WaiverFormProps = {
  /** The month the waiver applies to, YYYY-MM. */
  month: string;
  /** The month's stored waiver, in percent; null when it has none. */
  current: number | null;
  busy: boolean;
  /** Resolves true when the waiver was stored. */
  onWaive: (salesPercentage: number) => Promise<boolean>;
};

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

/** Spec 3 §5 'Gross sales percent waiver' (0–100, step 0.1, default 5; empty becomes 0). */
export function WaiverForm(props: WaiverFormProps) {
  const styles = useStyles();
  return (
    <Formik
      // A new month (or a stored waiver) starts the field afresh.
      key={`${props.month}|${props.current}`}
      initialValues={{ salesPercentage: String(props.current ?? COMMISSION_WAIVER.defaultPercentage) }}
      validationSchema={commissionWaiverSchema}
      onSubmit={async (values) => {
        const { salesPercentage } = commissionWaiverSchema.cast(values);
        await props.onWaive(salesPercentage);
      }}
    >
      {({ values, errors, handleChange, handleBlur, isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label="Waive commissions">
          <Field label="Gross sales percent waiver" validationMessage={errors.salesPercentage}>
            <Input
              name="salesPercentage"
              type="number"
              min={COMMISSION_WAIVER.min}
              max={COMMISSION_WAIVER.max}
              step={COMMISSION_WAIVER.step}
              contentAfter="%"
              value={values.salesPercentage}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={props.busy || isSubmitting}>
            Waive for {props.month}
          </Button>
          <Text size={200} className={styles.note}>
            {props.current === null
              ? `${props.month} has no waiver.`
              : `${props.month} waives ${props.current}% of gross sales.`}
          </Text>
        </Form>
      )}
    </Formik>
  );
}
