import { type BRANDS_SORT_FIELDS, MESSAGES } from '@portal/schema';
import { usePermission } from '../../../app/session/use-permission';
import type { BrandField } from '../../../gql/graphql';
import {
  useBrandListQuery,
  useUpdateBrandCustomAttributesMutation,
  useUpdateBrandFieldMutation,
} from '../../../gql/hooks';
import { ForbiddenState, useNotify, usePageTitle, useTypedSearch } from '../../../ui';
import { useBrandListParams } from '../brand-list-params';
import {
  type BrandGridRow,
  BrandListPage,
  INLINE_FIELDS,
  type InlineField,
} from '../components/BrandListPage';
import { isForbidden, preferServerMessage } from './brand-errors';

/** A typed cell value as the API takes it: numbers as numbers, blanks as null. */
function apiValue(field: InlineField, value: string): string | number | null {
  if (value.trim() === '') return field === 'name' ? '' : null;
  return INLINE_FIELDS[field].type === 'number' ? Number(value) : value;
}

/** /brands: the editable brands grid (spec 2 §2 'Brands list'). */
export function BrandListView() {
  usePageTitle('Brands');
  const notify = useNotify();
  const canEdit = usePermission('brands.update');
  const canCreate = usePermission('brands.create');
  const [view, setView] = useBrandListParams();
  const { page, pageSize, search: filterValue } = view;
  // What the box shows while typing; the address takes it (trimmed, back to page 1) after a pause.
  const [search, setSearch] = useTypedSearch(filterValue, (value) => void setView({ search: value || null }));

  const { data, previousData, loading, error, refetch } = useBrandListQuery({
    variables: {
      page,
      pageSize,
      sortField: view.sortField,
      sortOrder: view.sortOrder === 'asc' ? 'ASC' : 'DESC',
      ...(filterValue ? { filterField: 'name', filterValue } : {}),
    },
    fetchPolicy: 'cache-and-network',
  });
  const [updateField] = useUpdateBrandFieldMutation();
  const [updateAttributes] = useUpdateBrandCustomAttributesMutation();

  // Optimistic: the cell shows the new value at once; Apollo drops the optimistic layer on failure,
  // so the grid returns to the server's value and nothing is half-applied.
  const onEditField = (row: BrandGridRow, field: InlineField, value: string) => {
    const typed = apiValue(field, value);
    updateField({
      variables: { brandCode: row.brandCode, field: INLINE_FIELDS[field].field as BrandField, value: typed },
      optimisticResponse: {
        updateBrandField: {
          __typename: 'Brand',
          ...(row as Required<BrandGridRow>),
          [field]: typed,
        } as never,
      },
    })
      .then(() => notify.success(MESSAGES.brandUpdated))
      .catch((failure: unknown) => notify.error(preferServerMessage(failure, MESSAGES.unableToUpdateBrand)));
  };

  const onBulkEdit = async (attribute: string, brandCodes: string[], value: string) => {
    try {
      await updateAttributes({
        variables: {
          values: brandCodes.map((brandCode) => ({ brandCode, name: attribute, value: value || null })),
        },
      });
      await refetch();
      notify.success(MESSAGES.brandUpdated);
    } catch (failure) {
      notify.error(preferServerMessage(failure, MESSAGES.unableToUpdateBrandCustomAttribute));
      throw failure;
    }
  };

  // While new variables load, the last answer stays on screen (dimmed by the table) so a row that
  // stays in the answer keeps its state, such as a cell being edited, instead of being remounted.
  const shown = data ?? previousData;
  if (error && isForbidden(error)) return <ForbiddenState />;
  return (
    <BrandListPage
      rows={shown?.brands.rows ?? []}
      count={shown?.brands.count ?? 0}
      attributes={shown?.customAttributes ?? []}
      people={shown?.brandRoleAssignees ?? []}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => void setView({ page: next })}
      onPageSizeChange={(size) => void setView({ pageSize: size as typeof pageSize })}
      sortBy={view.sortField}
      sortDirection={view.sortOrder}
      onSortChange={(field, direction) =>
        void setView({ sortField: field as (typeof BRANDS_SORT_FIELDS)[number], sortOrder: direction })
      }
      search={search}
      onSearchChange={setSearch}
      loading={loading && !data}
      error={error ? preferServerMessage(error, MESSAGES.unableToGetBrands) : null}
      onRetry={() => void refetch()}
      canCreate={canCreate}
      canEdit={canEdit}
      onEditField={onEditField}
      onBulkEdit={onBulkEdit}
    />
  );
}
