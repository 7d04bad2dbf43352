import {
  Badge,
  Button,
  Card,
  Checkbox,
  Field,
  FieldContextProvider,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { fromGraphQLPermission, PERMISSIONS, type Permission, toGraphQLPermission } from '@portal/schema';
import { format } from 'date-fns';
import { type FormEvent, useMemo, useState } from 'react';
import { errorCode, errorMessage } from '../../../app/apollo/error-message';
import { useAccessSubject } from '../../../app/routing/use-access-subject';
import type { ApiKeyFieldsFragment, Permission as GraphQLPermission } from '../../../gql/graphql';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../../../gql/hooks';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  ForbiddenState,
  LoadingState,
  PageHeader,
  usePageTitle,
} from '../../../ui';
import { grantablePermissions, parseBrandCodes } from '../grantable';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  permissions: {
    border: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    maxHeight: '280px',
    overflowY: 'auto',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  keys: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  detail: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
});

const when = (iso: string | null | undefined, none: string) =>
  iso ? format(new Date(iso), 'MMM d, yyyy HH:mm') : none;

function statusOf(key: ApiKeyFieldsFragment): { label: string; color: 'success' | 'danger' | 'warning' } {
  if (key.revokedAt) return { label: 'Revoked', color: 'danger' };
  if (key.expiresAt && new Date(key.expiresAt) <= new Date()) return { label: 'Expired', color: 'warning' };
  return { label: 'Active', color: 'success' };
}

/** /account/api-keys (issue 36): admins, and brand admins for their brand, make and revoke keys. */
export function ApiKeysView() {
  usePageTitle('API keys');
  const styles = useStyles();
  const subject = useAccessSubject();
  const { data, loading, error, refetch } = useApiKeysQuery({ fetchPolicy: 'cache-and-network' });
  const [revoking, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const [revokeKey] = useRevokeApiKeyMutation();

  if (error && errorCode(error) === 'FORBIDDEN') return <ForbiddenState />;
  const keys = data?.apiKeys ?? [];
  return (
    <section className={styles.page}>
      <PageHeader title="API keys" />
      <Text>
        Keys let scripts and partner integrations call the portal’s API as{' '}
        <code>Authorization: Bearer &lt;key&gt;</code>, with only the permissions and brands you give them.
        Open <a href="/graphql">GraphiQL</a> to explore what a key can read.
      </Text>
      <CreateKeyCard grantable={grantablePermissions(subject)} onCreated={() => void refetch()} />
      <Text as="h2" size={500} weight="semibold">
        Your keys
      </Text>
      {loading && !data ? (
        <LoadingState label="Loading API keys…" />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : keys.length === 0 ? (
        <EmptyState message="No API keys yet" />
      ) : (
        <div className={styles.keys}>
          {keys.map((key) => {
            const status = statusOf(key);
            return (
              <Card key={key.id} aria-label={`API key ${key.name}`}>
                <div className={styles.row}>
                  <Text weight="semibold">{key.name}</Text>
                  <code>{key.prefix}…</code>
                  <Badge appearance="tint" color={status.color}>
                    {status.label}
                  </Badge>
                </div>
                <Text size={200} className={styles.detail}>
                  {key.permissions.map((p) => fromGraphQLPermission(p)).join(', ')} · brands{' '}
                  {key.brandCodes.join(', ')}
                </Text>
                <Text size={200} className={styles.detail}>
                  Created {when(key.createdAt, '')} by {key.createdByEmail} · last used{' '}
                  {when(key.lastUsedAt, 'never')} · expires {when(key.expiresAt, 'never')}
                </Text>
                {status.label !== 'Revoked' && (
                  <div>
                    <Button size="small" onClick={() => setRevoking(key)}>
                      Revoke
                    </Button>
                  </div>
                )}
              </Card>
            );
          })}
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={`Revoke “${revoking?.name ?? ''}”? Scripts using it are refused within seconds and its subscriptions close.`}
        confirmLabel="Revoke"
        onConfirm={async () => {
          if (!revoking) return;
          await revokeKey({ variables: { id: revoking.id } });
          await refetch();
        }}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}

interface CreateKeyCardProps {
  grantable: Permission[];
  onCreated: () => void;
}

function CreateKeyCard({ grantable, onCreated }: CreateKeyCardProps) {
  const styles = useStyles();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(new Set());
  const [brands, setBrands] = useState('');
  const [expires, setExpires] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [createKey, { loading, error }] = useCreateApiKeyMutation();
  const brandCodes = useMemo(() => parseBrandCodes(brands), [brands]);
  const ready = name.trim() !== '' && chosen.size > 0 && brandCodes.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const answer = await createKey({
      variables: {
        input: {
          name: name.trim(),
          permissions: [...chosen].map((p) => toGraphQLPermission(p) as GraphQLPermission),
          brandCodes,
          expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        },
      },
    }).catch(() => null);
    const created = answer?.data?.createApiKey;
    if (!created) return;
    setSecret(created.secret);
    setCopied(false);
    setName('');
    setChosen(new Set());
    onCreated();
  };

  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
  };

  return (
    <Card>
      <Text as="h2" size={500} weight="semibold">
        New key
      </Text>
      {secret && (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Copy this key now: it will not be shown again.</MessageBarTitle>
            <div className={styles.secret} data-testid="api-key-secret">
              {secret}
            </div>
          </MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(secret).then(
                  () => setCopied(true),
                  () => undefined,
                )
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <Button appearance="transparent" onClick={() => setSecret(null)}>
              Done
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <Field label="Name" required>
          <Input value={name} maxLength={100} onChange={(_e, d) => setName(d.value)} />
        </Field>
        <Field label="Permissions" required hint="Only what you hold yourself can be given.">
          <fieldset className={styles.permissions} aria-label="Permissions">
            {/* Out of the Field's context: inside it every checkbox took the Field's one control id,
                so a click on any permission's label checked the first one. */}
            <FieldContextProvider value={undefined}>
              {grantable.map((permission) => (
                <Checkbox
                  key={permission}
                  label={`${permission} — ${PERMISSIONS[permission].description}`}
                  checked={chosen.has(permission)}
                  onChange={(_e, d) => toggle(permission, d.checked === true)}
                />
              ))}
            </FieldContextProvider>
          </fieldset>
        </Field>
        <Field label="Brands" required hint="Brand codes, separated by commas (e.g. MR001).">
          <Input value={brands} onChange={(_e, d) => setBrands(d.value)} />
        </Field>
        <Field label="Expires on" hint="Leave empty for a key that works until revoked.">
          <Input type="date" value={expires} onChange={(_e, d) => setExpires(d.value)} />
        </Field>
        {error && <ErrorState message={errorMessage(error)} />}
        <div>
          <Button appearance="primary" type="submit" disabled={!ready || loading}>
            {loading ? 'Creating…' : 'Create key'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
