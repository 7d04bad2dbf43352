import {
  Badge,
  Button,
  Checkbox,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';
import { LISTINGS_BULK_MESSAGES } from '@portal/schema';
import { useDeferredValue, useEffect, useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { UpdateVariationFamilyMutation } from '../../../gql/graphql';
import {
  useUpdateVariationFamilyMutation,
  useVariationFamilyQuery,
  useVariationParentsQuery,
  useVariationSelectionQuery,
} from '../../../gql/hooks';
import { ErrorState, LoadingState, useNotify } from '../../../ui';
import { listingEditUrl } from '../urls';
import { changesOf, type Family, type FamilyMember, moveToChildren, moveToFree } from './variation-family';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(880px, 96vw)', width: '100%', boxSizing: 'border-box' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  lists: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    // On a phone the two lists stack, the move buttons between them.
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  list: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalS,
    minHeight: '120px',
    maxHeight: '320px',
    overflowY: 'auto',
    minWidth: 0,
  },
  moves: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignSelf: 'center',
    '@media (max-width: 599px)': { flexDirection: 'row', flexWrap: 'wrap' },
  },
  member: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  sku: { overflowWrap: 'anywhere', minWidth: 0 },
  asin: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  parent: { minWidth: 0, width: '100%', maxWidth: '420px' },
  review: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

interface Seller {
  sellerId: string;
  marketplaceId: string;
}

type Outcome = UpdateVariationFamilyMutation['updateVariationFamily'];

function MemberList(props: {
  label: string;
  members: FamilyMember[];
  ticked: ReadonlySet<string>;
  onTick: (sku: string) => void;
}) {
  const styles = useStyles();
  return (
    <section aria-label={props.label} className={styles.list}>
      <Text weight="semibold" block>
        {`${props.label} (${props.members.length})`}
      </Text>
      {props.members.length === 0 && <Text block>None.</Text>}
      {props.members.map((m) => (
        <div key={m.sku} className={styles.member}>
          <Checkbox
            aria-label={`Tick ${m.sku}`}
            checked={props.ticked.has(m.sku)}
            onChange={() => props.onTick(m.sku)}
          />
          <span className={styles.sku}>
            {m.sku}
            {m.asin && <span className={styles.asin}>{` · ${m.asin}`}</span>}
          </span>
          {m.updated && (
            <Badge appearance="tint" color="informative">
              updated
            </Badge>
          )}
        </div>
      ))}
    </section>
  );
}

const toggled = (set: ReadonlySet<string>, sku: string) => {
  const next = new Set(set);
  if (next.has(sku)) next.delete(sku);
  else next.add(sku);
  return next;
};

/**
 * Spec 3 'Manage variations' dialog: choose the parent, move the selected listings between its
 * children and the free listings (each moved one flagged updated), submit. ACCEPTED closes with
 * the server's message; INVALID lists the SKUs to review with links; PENDING says Amazon is slow.
 */
export function ManageVariationsDialog(props: {
  seller: Seller;
  skus: string[];
  onClose: () => void;
  onUpdated: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const selection = useVariationSelectionQuery({
    variables: { ...props.seller, skus: props.skus },
    fetchPolicy: 'network-only',
  });
  const productType = selection.data?.variationSelection.productType ?? '';
  const [parentSku, setParentSku] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const parents = useVariationParentsQuery({
    variables: { ...props.seller, search: deferredSearch.trim(), productType },
    skip: !productType,
  });
  useEffect(() => {
    const first = selection.data?.variationSelection.parentSkus[0];
    if (first && parentSku === null) {
      setParentSku(first);
      setSearch(first);
    }
  }, [selection.data, parentSku]);
  const loaded = useVariationFamilyQuery({
    variables: { ...props.seller, parentSku: parentSku ?? '', selectedSkus: props.skus },
    skip: !parentSku,
    fetchPolicy: 'network-only',
  });
  const [family, setFamily] = useState<Family | null>(null);
  const [tickedFree, setTickedFree] = useState<ReadonlySet<string>>(new Set());
  const [tickedChildren, setTickedChildren] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [update, updating] = useUpdateVariationFamilyMutation();

  useEffect(() => {
    const answer = loaded.data?.variationFamily;
    if (!answer) return;
    const plain = (m: FamilyMember) => ({ sku: m.sku, asin: m.asin ?? null, updated: m.updated });
    setFamily({
      parentSku: answer.parentSku,
      children: answer.children.map(plain),
      nonChildren: answer.nonChildren.map(plain),
    });
    setTickedFree(new Set());
    setTickedChildren(new Set());
    setOutcome(null);
  }, [loaded.data]);

  const parentOptions = [
    ...new Set([
      ...(selection.data?.variationSelection.parentSkus ?? []),
      ...(parents.data?.variationParents ?? []),
    ]),
  ].filter((sku) => sku.toLowerCase().includes(search.trim().toLowerCase()) || sku === parentSku);

  const submit = async () => {
    if (!family || !parentSku) return;
    const changes = changesOf(family);
    if (changes.error !== null) {
      setProblem(changes.error);
      return;
    }
    setProblem(null);
    try {
      const { data } = await update({
        variables: { ...props.seller, family: changes.family, parentSku, productType },
      });
      const answer = data?.updateVariationFamily;
      if (!answer) return;
      if (answer.status === 'ACCEPTED') {
        notify.success(answer.message);
        props.onUpdated();
        props.onClose();
        return;
      }
      // Amazon may have accepted some of them: the page shows the families as they are now.
      props.onUpdated();
      setOutcome(answer);
    } catch (e) {
      setProblem(errorMessage(e, LISTINGS_BULK_MESSAGES.savingFailed));
    }
  };

  let body: React.ReactNode;
  if (selection.error)
    body = (
      <ErrorState
        message={errorMessage(selection.error, LISTINGS_BULK_MESSAGES.loadItemsFailed)}
        onRetry={() => void selection.refetch()}
      />
    );
  else if (selection.loading || !selection.data)
    body = <LoadingState label="Loading the selected listings…" />;
  else
    body = (
      <>
        <Field label="Parent SKU" hint={`Parents of product type ${productType}`}>
          <Combobox
            className={styles.parent}
            freeform
            placeholder="Search parent SKUs"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onOptionSelect={(_e, data) => {
              if (!data.optionValue) return;
              setParentSku(data.optionValue);
              setSearch(data.optionValue);
            }}
          >
            {parentOptions.map((sku) => (
              <Option key={sku} value={sku}>
                {sku}
              </Option>
            ))}
            {parentOptions.length === 0 && (
              <Option value="" disabled text="">
                {parents.error ? LISTINGS_BULK_MESSAGES.searchBySkuFailed : 'No parent SKU matches.'}
              </Option>
            )}
          </Combobox>
        </Field>
        {!parentSku && <Text>Choose the parent whose family to manage.</Text>}
        {parentSku && loaded.error && (
          <ErrorState
            message={errorMessage(loaded.error, LISTINGS_BULK_MESSAGES.loadFamilyFailed)}
            onRetry={() => void loaded.refetch()}
          />
        )}
        {parentSku && !loaded.error && (!family || loaded.loading) && (
          <LoadingState label="Loading the variation family…" />
        )}
        {parentSku && !loaded.error && family && !loaded.loading && (
          <div className={styles.lists}>
            <MemberList
              label="Free listings"
              members={family.nonChildren}
              ticked={tickedFree}
              onTick={(sku) => setTickedFree((t) => toggled(t, sku))}
            />
            <div className={styles.moves}>
              <Button
                icon={<ArrowRightRegular />}
                iconPosition="after"
                onClick={() => {
                  const result = moveToChildren(family, tickedFree);
                  setProblem(result.error);
                  if (result.error === null) {
                    setFamily(result.family);
                    setTickedFree(new Set());
                  }
                }}
              >
                Move to children
              </Button>
              <Button
                icon={<ArrowLeftRegular />}
                onClick={() => {
                  const result = moveToFree(family, tickedChildren);
                  setProblem(result.error);
                  if (result.error === null) {
                    setFamily(result.family);
                    setTickedChildren(new Set());
                  }
                }}
              >
                Move to free listings
              </Button>
            </div>
            <MemberList
              label={`Children of ${family.parentSku}`}
              members={family.children}
              ticked={tickedChildren}
              onTick={(sku) => setTickedChildren((t) => toggled(t, sku))}
            />
          </div>
        )}
        {problem && (
          <MessageBar intent="error">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
        {outcome?.status === 'PENDING' && (
          <MessageBar intent="warning">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
        )}
        {outcome?.status === 'INVALID' && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              <Text block>{outcome.message}</Text>
              <ul className={styles.review}>
                {outcome.skusToReview.map((r) => (
                  <li key={r.sku}>
                    <Link href={listingEditUrl({ ...props.seller, sku: r.sku })}>{r.sku}</Link>
                    {r.issues.length > 0 && `: ${r.issues.map((i) => i.message).join(' ')}`}
                  </li>
                ))}
              </ul>
            </MessageBarBody>
          </MessageBar>
        )}
      </>
    );

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Manage variations</DialogTitle>
          <DialogContent className={styles.content}>{body}</DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>Cancel</Button>
            <Button appearance="primary" disabled={!family || updating.loading} onClick={() => void submit()}>
              {updating.loading ? 'Submitting…' : 'Submit'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
