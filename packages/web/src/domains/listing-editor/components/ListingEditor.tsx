import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  type Attributes,
  changedAttributeKeys,
  type FormValues,
  LISTING_EDITOR_MESSAGES,
  LISTING_SUBMIT_LABELS,
  type ListingFieldDefinition,
  PARENT_SKU_REDIRECT_MS,
  toAttributes,
} from '@portal/schema';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { routeUrl } from '../../../app/navigation/route-url';
import type { ListingIssueFieldsFragment, ListingSubmissionFieldsFragment } from '../../../gql/graphql';
import {
  useCreateListingMutation,
  useUpdateListingMutation,
  useValidateListingMutation,
} from '../../../gql/hooks';
import type { EditorFlags } from '../editor-flags';
import { fieldElementId, issueAttribute, languageTagOf } from '../form-state';
import { IssuesPanel } from './IssuesPanel';
import { ListingForm } from './ListingForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  force: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  note: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { intent: 'success' | 'error' | 'warning'; text: string };

export interface ListingEditorProps {
  mode: 'create' | 'update';
  seller: { sellerId: string; marketplaceId: string };
  sku: string;
  productType: string;
  fields: ListingFieldDefinition[];
  groups: readonly { name: string; title: string }[];
  locale: string;
  /** The listing's attributes as loaded (update), to list only the changed ones. */
  baseline: Attributes;
  initialValues: FormValues;
  version: number | null;
  flags: EditorFlags;
  /** Create mode checks the SKU before anything else; answers its message or null. */
  checkSku?: () => string | null;
  /** Fields above the form (create mode's SKU). */
  children?: ReactNode;
  onAccepted: (answer: ListingSubmissionFieldsFragment) => void;
}

/** Longer than the accordion's opening motion. */
const REVEAL_SETTLE_MS = 400;
/** About two seconds of frames to wait for the field to mount. */
const REVEAL_MAX_FRAMES = 120;

const groupOfHash = (hash: string) =>
  hash.startsWith('#accordion-') ? hash.slice('#accordion-'.length) : null;

/**
 * The listing form with its submit (spec 3 §4 'Form modes', 'Update result'; §5 'Listing form'):
 * the server validates before submitting unless forced; 'Invalid fields on the form.' names the
 * fields, each a link that opens its group and scrolls to it.
 */
export function ListingEditor(props: ListingEditorProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<FormValues>(props.initialValues);
  const [force, setForce] = useState(props.flags.skipValidation);
  const [issues, setIssues] = useState<readonly ListingIssueFieldsFragment[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const hashGroup = groupOfHash(location.hash);
  const [openGroups, setOpenGroups] = useState<string[]>(() => [
    hashGroup ?? props.groups[0]?.name ?? 'product_identity',
  ]);
  const [revealing, setRevealing] = useState<string | null>(null);
  const [validate] = useValidateListingMutation();
  const [update] = useUpdateListingMutation();
  const [create] = useCreateListingMutation();

  // A link or Back to #accordion-{group} opens that group.
  useEffect(() => {
    if (hashGroup) setOpenGroups((open) => (open.includes(hashGroup) ? open : [...open, hashGroup]));
  }, [hashGroup]);

  // Scroll once the field's group has opened and mounted it (the accordion mounts a panel's
  // content a frame or more after it opens), and again once the opening motion has settled, which
  // moves what is below it.
  useEffect(() => {
    if (!revealing) return;
    let frame = 0;
    let frames = 0;
    let settled: number | undefined;
    const show = (element: HTMLElement) => {
      element.scrollIntoView({ block: 'center' });
      element
        .querySelector<HTMLElement>('input, textarea, button[role="combobox"]')
        ?.focus({ preventScroll: true });
    };
    const find = () => {
      const element = document.getElementById(fieldElementId(revealing));
      if (!element) {
        if (frames++ < REVEAL_MAX_FRAMES) frame = window.requestAnimationFrame(find);
        return;
      }
      show(element);
      settled = window.setTimeout(() => {
        show(element);
        setRevealing(null);
      }, REVEAL_SETTLE_MS);
    };
    find();
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(settled);
    };
  }, [revealing]);

  const titles = useMemo(() => new Map(props.fields.map((f) => [f.name, f.meta.title])), [props.fields]);
  const groupOf = useMemo(() => new Map(props.fields.map((f) => [f.name, f.group])), [props.fields]);
  const invalidAttributes = useMemo(() => new Set((issues ?? []).map(issueAttribute)), [issues]);

  const toggleGroup = (group: string, open: boolean) => {
    setOpenGroups((current) => (open ? [...current, group] : current.filter((g) => g !== group)));
    if (open) navigate({ hash: `accordion-${group}` }, { replace: true });
  };
  const reveal = (attribute: string) => {
    const group = groupOf.get(attribute);
    if (group) setOpenGroups((open) => (open.includes(group) ? open : [...open, group]));
    setRevealing(attribute);
  };

  const label =
    force && props.mode === 'update'
      ? LISTING_SUBMIT_LABELS.force
      : props.mode === 'create'
        ? LISTING_SUBMIT_LABELS.create
        : LISTING_SUBMIT_LABELS.update;

  const show = (answer: ListingSubmissionFieldsFragment) => {
    const found = answer.issuesBySku.flatMap((s) => s.issues);
    if (answer.status === 'ACCEPTED') {
      setOutcome({
        intent: 'success',
        text:
          props.mode === 'create'
            ? LISTING_EDITOR_MESSAGES.created(answer.version)
            : LISTING_EDITOR_MESSAGES.accepted(answer.version),
      });
      props.onAccepted(answer);
      if (answer.parentSkuChanged) {
        setOutcome({ intent: 'success', text: LISTING_EDITOR_MESSAGES.parentSkuChanged });
        window.setTimeout(() => navigate(routeUrl('listings', {})), PARENT_SKU_REDIRECT_MS);
      }
    } else if (answer.status === 'INVALID' && found.length > 0) setIssues(found);
    else if (answer.validationSubmissionErrorMessage)
      setOutcome({ intent: 'error', text: answer.validationSubmissionErrorMessage });
    else setOutcome({ intent: 'warning', text: LISTING_EDITOR_MESSAGES.noChangesDetected });
  };

  const submit = async () => {
    setOutcome(null);
    setIssues(null);
    const skuProblem = props.checkSku?.() ?? null;
    if (skuProblem) return;
    const attributes = toAttributes(values, props.fields, {
      marketplaceId: props.seller.marketplaceId,
      languageTag: languageTagOf(props.fields, props.locale),
    });
    const listing = {
      ...props.seller,
      sku: props.sku.trim(),
      productType: props.productType,
      attributes,
      passedUpdatedAttributeKeys: changedAttributeKeys(props.baseline, attributes),
      ...(props.version !== null ? { version: props.version } : {}),
      skipValidation: force,
      skipSpApi: props.flags.skipSpApi,
      skipSubmission: props.flags.skipSubmission,
    };
    setBusy(true);
    try {
      // The server validates first, unless forced; runSchemaValidation=true still shows its
      // findings under force, without blocking (docs/decisions/0500).
      if (!force || props.flags.runSchemaValidation) {
        const found = (await validate({ variables: { listing } })).data?.validateListing ?? [];
        if (found.length > 0) {
          setIssues(found);
          if (!force) return;
        }
      }
      const answer =
        props.mode === 'create'
          ? (await create({ variables: { listing }, refetchQueries: ['ListingVersions'] })).data
              ?.createListing
          : (await update({ variables: { listing }, refetchQueries: ['ListingVersions'] })).data
              ?.updateListing;
      if (answer) show(answer);
    } catch (error) {
      setOutcome({ intent: 'error', text: errorMessage(error, LISTING_EDITOR_MESSAGES.submitFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.bar}>
        {props.mode === 'update' ? (
          <div className={styles.force}>
            <Switch label="Force update" checked={force} onChange={(_e, data) => setForce(data.checked)} />
            <Text size={200} className={styles.note}>
              {LISTING_EDITOR_MESSAGES.forceUpdateNote}
            </Text>
          </div>
        ) : (
          <span />
        )}
        <Button
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={() => void submit()}
        >
          {label}
        </Button>
      </div>
      {issues && issues.length > 0 && (
        <IssuesPanel
          issues={issues}
          titleOf={(a) => titles.get(a) ?? a}
          onReveal={reveal}
          onClose={() => setIssues(null)}
        />
      )}
      {outcome && (
        <MessageBar intent={outcome.intent} role={outcome.intent === 'error' ? 'alert' : 'status'}>
          <MessageBarBody>{outcome.text}</MessageBarBody>
        </MessageBar>
      )}
      {props.children}
      <ListingForm
        fields={props.fields}
        groups={props.groups}
        values={values}
        onChange={setValues}
        openGroups={openGroups}
        onToggleGroup={toggleGroup}
        invalidAttributes={invalidAttributes}
        disabled={busy}
        seller={props.seller}
      />
    </div>
  );
}
