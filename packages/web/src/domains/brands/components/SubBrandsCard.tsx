import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@portal/schema';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../../../app/session/use-permission';
import { useSubBrandsQuery } from '../../../gql/hooks';
import { EmptyState, ErrorState, LoadingState } from '../../../ui';
import { subBrandCreateUrl, subBrandUpdateUrl } from '../urls';

const useStyles = makeStyles({
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: 0,
    margin: 0,
    listStyle: 'none',
  },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: { minWidth: 0, overflowWrap: 'anywhere' },
});

/**
 * The brand's sub brands on the Connect to Amazon tab, where the sub-brand editor's save leads
 * (spec 3 §2): 'Create sub brand' for ffp brand users, an edit link per sub brand.
 */
export function SubBrandsCard({ brandCode }: { brandCode: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canCreate = usePermission('subBrands.create');
  const canEdit = usePermission('subBrands.update');
  const { data, error, refetch } = useSubBrandsQuery({
    variables: { brandCodes: [brandCode] },
    fetchPolicy: 'cache-and-network',
    skip: !canCreate && !canEdit,
  });
  if (!canCreate && !canEdit) return null;

  let body = <LoadingState />;
  if (error) body = <ErrorState message={MESSAGES.errorGettingSubBrands} onRetry={() => void refetch()} />;
  else if (data && data.subBrands.length === 0) body = <EmptyState message="No sub brand yet." />;
  else if (data)
    body = (
      <ul className={styles.list} aria-label="Sub brands">
        {data.subBrands.map((s) => (
          <li key={s.brandCode} className={styles.row}>
            <Text className={styles.name}>{s.name}</Text>
            {canEdit ? (
              <Button
                icon={<EditRegular />}
                aria-label={`Edit ${s.name}`}
                onClick={() => navigate(subBrandUpdateUrl(s.brandCode))}
              >
                Edit
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <Card>
      <div className={styles.head}>
        <Text as="h2" size={500} weight="semibold">
          Sub brands
        </Text>
        {canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(subBrandCreateUrl())}>
            Create sub brand
          </Button>
        ) : null}
      </div>
      {body}
    </Card>
  );
}
