import { Checkbox, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import {
  BRAND_CODE_RULE_TEXT,
  BRAND_NUMBER_BOUNDS,
  type BrandEnteredNumberField,
  brandNumberHintText,
  brandTextHint,
  SELLER_CENTRAL_CREDENTIAL_MESSAGES,
} from '@portal/schema';
import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import {
  BRAND_FORM_TEXT_FIELDS,
  type BrandFormValues,
  isMaxControl,
  isMaxResults,
} from '../brand-form-model';

/** The browser's own bounds for a number input, from the bounds the server checks. */
const inputBounds = (field: BrandEnteredNumberField) => {
  const { min, max, step } = BRAND_NUMBER_BOUNDS[field];
  return { min, max, step };
};

export type LookupOption = { id: string | number; name: string };
export type BrandFormLookups = {
  statuses: LookupOption[];
  types: LookupOption[];
  orderMethods: LookupOption[];
  agreementTypes: LookupOption[];
  staff: LookupOption[];
};

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
    // A hint or message under one field must not stretch the inputs beside it.
    alignItems: 'start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
  flags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

type TextName = {
  [K in keyof BrandFormValues]: BrandFormValues[K] extends string ? K : never;
}[keyof BrandFormValues];
type FlagName = {
  [K in keyof BrandFormValues]: BrandFormValues[K] extends boolean ? K : never;
}[keyof BrandFormValues];

/** A text box's limit in words, as the contract refuses past it (issue 38 point 13). */
const limitHint = (name: TextName) =>
  name in BRAND_FORM_TEXT_FIELDS
    ? brandTextHint(BRAND_FORM_TEXT_FIELDS[name as keyof typeof BRAND_FORM_TEXT_FIELDS])
    : undefined;

/** The brand form's fields: create-only and type-dependent ones appear only where they apply (spec 2 §2). */
export function BrandFormFields({ mode, lookups }: { mode: 'create' | 'edit'; lookups: BrandFormLookups }) {
  const styles = useStyles();
  const form = useFormikContext<BrandFormValues>();
  const { values } = form;
  const message = (name: keyof BrandFormValues) =>
    form.touched[name] && form.errors[name] ? String(form.errors[name]) : undefined;
  const change = (name: TextName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    void form.setFieldValue(name, event.target.value);
    void form.setFieldTouched(name, true, false);
  };

  const text = (
    name: TextName,
    label: string,
    opts: {
      required?: boolean;
      type?: 'text' | 'number' | 'date' | 'email' | 'password';
      readOnly?: boolean;
      /** A number's bounds: the input's min, max and step, and the range in words under it. */
      bounds?: BrandEnteredNumberField;
      /** A text's rule in words under it before anything is typed (issue 38 point 13). */
      hint?: string;
    } = {},
  ) => (
    <Field
      label={label}
      required={opts.required}
      validationMessage={message(name)}
      // The range before anything is typed; the refusal replaces it once the value is outside it.
      hint={
        message(name)
          ? undefined
          : opts.bounds
            ? brandNumberHintText(opts.bounds)
            : (opts.hint ?? limitHint(name))
      }
    >
      <Input
        name={name}
        type={opts.type ?? 'text'}
        {...(opts.bounds ? inputBounds(opts.bounds) : {})}
        value={values[name]}
        readOnly={opts.readOnly}
        onChange={change(name)}
        onBlur={() => void form.setFieldTouched(name, true)}
      />
    </Field>
  );
  const select = (
    name: TextName,
    label: string,
    options: LookupOption[],
    opts: { required?: boolean; onChange?: () => void } = {},
  ) => (
    <Field label={label} required={opts.required} validationMessage={message(name)}>
      <Select
        name={name}
        value={values[name]}
        onChange={(event) => {
          change(name)(event);
          opts.onChange?.();
        }}
      >
        {/* Status and type are required selects with no N/A option (spec 2 §5): an empty prompt only. */}
        <option value="" disabled={opts.required}>
          {opts.required ? 'Select…' : 'None'}
        </option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </Select>
    </Field>
  );
  const flag = (name: FlagName, label: string) => (
    <Checkbox
      label={label}
      checked={values[name]}
      onChange={(_, data) => void form.setFieldValue(name, data.checked === true)}
    />
  );

  return (
    <div className={styles.grid}>
      {text('brandCode', 'Brand Code', {
        required: true,
        readOnly: mode === 'edit',
        // A new code's allowed characters and length, as the server checks them.
        hint: mode === 'create' ? BRAND_CODE_RULE_TEXT : undefined,
      })}
      {text('name', 'Name', { required: true })}
      {select('statusId', 'Status', lookups.statuses, { required: true })}
      {/* Choosing a type shows its rule at once: the location becomes required for Max Results. */}
      {select('typeId', 'Brand Type', lookups.types, {
        required: true,
        // Marked touched without validating: setFieldValue has validated the new values already.
        onChange: () => void form.setFieldTouched('sellerCentralAccountLocation', true, false),
      })}
      {isMaxResults(values) &&
        text('sellerCentralAccountLocation', 'Seller Central Account Location', { required: true })}
      {isMaxControl(values) && text('sellerId', 'Seller ID')}
      {mode === 'create' && isMaxControl(values) && text('mwsAuthToken', 'MWS Auth Token')}
      {mode === 'create' && text('relativeSellerId', 'Relative Seller ID')}
      {mode === 'create' && text('buDate', 'BU Date', { type: 'date' })}
      {select('accountManagerId', 'Account Manager', lookups.staff)}
      {select('orderingMethodId', 'Ordering Method', lookups.orderMethods)}
      {select('agreementTypeId', 'Agreement Type', lookups.agreementTypes)}
      {text('website', 'Website')}
      {text('category', 'Category')}
      {text('contactName', 'Contact Name')}
      {text('email', 'Email', { type: 'email' })}
      {text('phone', 'Phone')}
      {text('brandTier', 'Brand Tier')}
      {text('monthlyAdBudget', 'Monthly Ad Budget', { type: 'number', bounds: 'monthly_ad_budget' })}
      {text('contractDate', 'Contract Date', { type: 'date' })}
      {text('onboardingBegin', 'Onboarding Begin', { type: 'date' })}
      {mode === 'create' &&
        text('credentialsEmail', 'Seller Central Email', {
          type: 'email',
          hint: SELLER_CENTRAL_CREDENTIAL_MESSAGES.emailHint,
        })}
      {mode === 'create' &&
        text('credentialsPassword', 'Seller Central Password', {
          type: 'password',
          hint: SELLER_CENTRAL_CREDENTIAL_MESSAGES.passwordHint,
        })}
      <div className={styles.flags}>
        {flag('fba', 'FBA')}
        {flag('fbm', 'FBM')}
        {flag('onHold', 'On Hold')}
        {flag('requiresVerificationPhotos', 'Requires Verification Photos')}
      </div>
    </div>
  );
}
