import {
  Button,
  Card,
  Checkbox,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  BRAND_INVITE_MESSAGES,
  BRAND_PENDING_INVITES_MAX,
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_NAME_MAX_LENGTH,
  noteTooLongMessage,
  VALIDATION_MESSAGES,
} from '@portal/schema';
import { Form, Formik, useField } from 'formik';
import { boolean, object, string } from 'yup';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import type { Role } from '../../../gql/graphql';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
});

/** The roles an admin invites (an api role belongs to API keys, not to people). */
export const INVITABLE_ROLES: { value: Role; label: string }[] = [
  { value: 'ADMIN', label: 'Admin' },
  { value: 'MANAGER', label: 'Manager' },
  { value: 'USER', label: 'User' },
  { value: 'STANDARD_AGENCY_USER', label: 'Standard agency user' },
  { value: 'BRAND_USER', label: 'Brand user' },
];

// Not quoted by the spec: a brand user belongs to one brand, so the invitation names it.
export const BRAND_REQUIRED = 'Brand is required for a brand user';

export interface InviteValues {
  email: string;
  name: string;
  role: Role;
  brandCode: string;
  brandAdmin: boolean;
}

// The contract's limits in its words (POST /users/invite), so the form and the server refuse alike.
const schema = object({
  email: string()
    .trim()
    .required(VALIDATION_MESSAGES.emailRequired)
    .email(VALIDATION_MESSAGES.emailNotValid)
    .max(INVITE_EMAIL_MAX_LENGTH, noteTooLongMessage('The email', INVITE_EMAIL_MAX_LENGTH)),
  name: string().trim().max(INVITE_NAME_MAX_LENGTH, noteTooLongMessage('The name', INVITE_NAME_MAX_LENGTH)),
  role: string().required(),
  brandCode: string().when('role', ([role], s) => (role === 'BRAND_USER' ? s.required(BRAND_REQUIRED) : s)),
  brandAdmin: boolean(),
});

const EMPTY: InviteValues = { email: '', name: '', role: 'BRAND_USER', brandCode: '', brandAdmin: false };

function FormikSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const [field, meta] = useField<string>(name);
  return (
    <Field label={label} required validationMessage={meta.touched && meta.error ? meta.error : undefined}>
      <Select name={name} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function BrandAdminBox() {
  const [field, , helpers] = useField<boolean>('brandAdmin');
  return (
    <Checkbox
      label="Brand admin (manages the brand's users)"
      checked={field.value}
      onChange={(_e, data) => void helpers.setValue(data.checked === true)}
    />
  );
}

interface BrandOption {
  brandCode: string;
  name: string;
}

export interface InviteUserFormProps {
  /** The brands an admin chooses from (not read when `ownBrand` is given). */
  brands: BrandOption[];
  /**
   * A brand admin's own brand (/account/users, ADR 0598): the invitee is a brand user of it, so
   * neither role nor brand is asked.
   */
  ownBrand?: BrandOption;
  /** With `ownBrand`: its invitations not yet accepted, null while unknown. At the limit nothing is sent. */
  pendingInvitations?: number | null;
  /** Resolves true when sent: the form is cleared for the next invitation. */
  onInvite: (values: InviteValues) => Promise<boolean>;
}

/**
 * Invite by e-mail with a role and, for a brand user, their brand (issue 33 'Users'); for a brand
 * admin, a brand user of their own brand with the pending-invitations limit shown before submit.
 */
export function InviteUserForm({ brands, ownBrand, pendingInvitations, onInvite }: InviteUserFormProps) {
  const styles = useStyles();
  const brandOptions = [
    { value: '', label: 'Choose a brand' },
    ...brands.map((b) => ({ value: b.brandCode, label: b.name })),
  ];
  const initialValues: InviteValues = ownBrand ? { ...EMPTY, brandCode: ownBrand.brandCode } : EMPTY;
  const atLimit = ownBrand !== undefined && (pendingInvitations ?? 0) >= BRAND_PENDING_INVITES_MAX;
  return (
    <Card>
      <Text as="h2" size={500} weight="semibold">
        Invite a user
      </Text>
      <Text as="p">
        The user receives an email with a link to choose a password; the link works once, for 7 days.
      </Text>
      {ownBrand ? (
        <Text as="p">
          They join {ownBrand.name} as a brand user. Up to {BRAND_PENDING_INVITES_MAX} invitations may wait to
          be accepted at once
          {pendingInvitations == null ? '.' : ` (${pendingInvitations} waiting now).`}
        </Text>
      ) : null}
      {atLimit ? (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{BRAND_INVITE_MESSAGES.pendingLimit}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values, { resetForm }) => {
          if (await onInvite(values)) resetForm();
        }}
      >
        {({ isSubmitting, values }) => (
          <Form className={styles.form} noValidate aria-label="Invite a user">
            <FormikTextField
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              required
              hint={`Up to ${INVITE_EMAIL_MAX_LENGTH} characters`}
            />
            <FormikTextField
              name="name"
              label="Name"
              autoComplete="off"
              hint={`Optional, up to ${INVITE_NAME_MAX_LENGTH} characters`}
            />
            {ownBrand ? null : <FormikSelect name="role" label="Role" options={INVITABLE_ROLES} />}
            {values.role === 'BRAND_USER' ? (
              <>
                {ownBrand ? null : <FormikSelect name="brandCode" label="Brand" options={brandOptions} />}
                <BrandAdminBox />
              </>
            ) : null}
            <div>
              <Button type="submit" appearance="primary" disabled={isSubmitting || atLimit}>
                Send invitation
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
