import { camelKeys } from '@portal/schema';
import {
  brandNotesContract,
  brandsContract,
  customAttributesContract,
  type RouteQueryInput,
} from '@portal/schema/rest';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import { type GridArgs, pageOf } from '../../datasources/rest-rows.ts';
import type {
  Brand,
  BrandCustomAttributeValueInput,
  BrandInput,
  BrandNote,
  BrandNotePage,
  BrandOverviewRow,
  BrandPage,
  CustomAttribute,
  CustomAttributeOwner,
  CustomAttributeType,
  SellerCentralCredentialsInput,
  StripeBrandPage,
  SubBrand,
} from '../../generated/resolvers-types.ts';
import { restFieldOf, toBrand, toBrandNote, toRestBrandInput } from './brands-mappers.ts';

const lower = <T extends string>(value: T | null | undefined) =>
  value ? (value.toLowerCase() as Lowercase<T>) : undefined;
const defined = <T extends object>(query: T) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The brand, brand-note and custom-attribute endpoints (spec 2 §7, spec 3 §7). */
export class BrandsAPI extends PortalRESTDataSource {
  async page(query: GridArgs): Promise<BrandPage> {
    const answer = await this.call(brandsContract.list, {
      query: defined({ ...query, sortOrder: lower(query.sortOrder) }) as RouteQueryInput<
        typeof brandsContract.list
      >,
    });
    return { count: answer.count, rows: answer.rows.map(toBrand) };
  }

  async brand(brandCode: string): Promise<Brand> {
    return toBrand(await this.call(brandsContract.get, { params: { brandCode } }));
  }

  async subBrands(brandCodes: string[] | null | undefined): Promise<SubBrand[]> {
    const rows = await this.call(brandsContract.subBrands, { query: brandCodes ? { brandCodes } : {} });
    return rows.map((r) => ({ brandCode: r.brand_code, name: r.name, parentBrandCode: r.parent_brand_code }));
  }

  async createSubBrand(brandCode: string, name: string): Promise<SubBrand> {
    const r = await this.call(brandsContract.createSubBrand, { params: { brandCode }, body: { name } });
    return { brandCode: r.brand_code, name: r.name, parentBrandCode: r.parent_brand_code };
  }

  async updateSubBrand(brandCode: string, id: string, name: string): Promise<SubBrand> {
    const r = await this.call(brandsContract.updateSubBrand, { params: { brandCode, id }, body: { name } });
    return { brandCode: r.brand_code, name: r.name, parentBrandCode: r.parent_brand_code };
  }

  async overview(): Promise<BrandOverviewRow[]> {
    const rows = await this.call(brandsContract.overviewData);
    return Object.entries(rows).map(([id, row]) => ({ id, ...row }));
  }

  async stripeBrands(query: Record<string, unknown>): Promise<StripeBrandPage> {
    const answer = await this.call(brandsContract.stripe, {
      query: defined({
        ...query,
        sortDirection: lower(query.sortDirection as 'ASC' | 'DESC' | undefined),
      }) as RouteQueryInput<typeof brandsContract.stripe>,
    });
    return pageOf(answer, camelKeys);
  }

  async updateField(brandCode: string, field: string, value: unknown): Promise<Brand> {
    const body = { [restFieldOf(field)]: value } as never;
    return toBrand(await this.call(brandsContract.patch, { params: { brandCode }, body }));
  }

  async save(input: BrandInput): Promise<Brand> {
    const body = toRestBrandInput(input);
    return toBrand(await this.call(brandsContract.put, { params: { brandCode: input.brandCode }, body }));
  }

  async create(input: BrandInput): Promise<Brand> {
    return toBrand(await this.call(brandsContract.create, { body: toRestBrandInput(input) }));
  }

  async watch(brandCode: string, watched: boolean): Promise<boolean> {
    const route = watched ? brandsContract.watch : brandsContract.unwatch;
    return (await this.call(route, { params: { brandCode } })).watched;
  }

  async saveCredentials(brandCode: string, input: SellerCentralCredentialsInput): Promise<boolean> {
    const body = {
      email: input.email,
      password: input.password,
      ...(input.merchantId ? { merchant_id: input.merchantId } : {}),
      ...(input.twoStepVerificationToken
        ? { two_step_verification_token: input.twoStepVerificationToken }
        : {}),
    };
    const answer = await this.call(brandsContract.sellerCentralCredentials, { params: { brandCode }, body });
    return answer.has_seller_central_credentials;
  }

  async saveDirectedIds(brandCode: string, rows: { marketplaceId: string; directedId: string }[]) {
    const directedIds = rows.map((r) => ({ marketplace_id: r.marketplaceId, directed_id: r.directedId }));
    const answer = await this.call(brandsContract.sellerCentralDirectedIds, {
      params: { brandCode },
      body: { directedIds },
    });
    return answer.ok;
  }

  async bulkCustomAttributes(values: BrandCustomAttributeValueInput[]): Promise<number> {
    const body = values.map((v) => ({ brand_code: v.brandCode, name: v.name, value: v.value ?? null }));
    return (await this.call(brandsContract.customAttributesBulk, { body })).updated;
  }

  async notes(brandCode: string, page?: number | null, pageSize?: number | null): Promise<BrandNotePage> {
    const answer = await this.call(brandNotesContract.list, {
      params: { brandCode },
      query: defined({ page, pageSize }) as RouteQueryInput<typeof brandNotesContract.list>,
    });
    return { count: answer.count, rows: answer.rows.map(toBrandNote) };
  }

  async createNote(brandCode: string, description: string): Promise<BrandNote> {
    return toBrandNote(
      await this.call(brandNotesContract.create, {
        body: { brand_code: brandCode, content: { description } },
      }),
    );
  }

  async updateNote(id: string, brandCode: string, description: string): Promise<BrandNote> {
    return toBrandNote(
      await this.call(brandNotesContract.update, {
        params: { noteId: id },
        body: { brand_code: brandCode, content: { description } },
      }),
    );
  }

  async deleteNote(id: string, brandCode: string): Promise<boolean> {
    await this.call(brandNotesContract.delete, { params: { noteId: id, brandCode } });
    return true;
  }

  async customAttributes(owner: CustomAttributeOwner): Promise<CustomAttribute[]> {
    return this.call(
      owner === 'BRAND' ? customAttributesContract.brandList : customAttributesContract.skuList,
    );
  }

  async createCustomAttribute(owner: CustomAttributeOwner, name: string, type: CustomAttributeType) {
    const route =
      owner === 'BRAND' ? customAttributesContract.brandCreate : customAttributesContract.skuCreate;
    return this.call(route, { body: { name, type } });
  }

  async editCustomAttribute(owner: CustomAttributeOwner, name: string, type: CustomAttributeType) {
    const route = owner === 'BRAND' ? customAttributesContract.brandEdit : customAttributesContract.skuEdit;
    return this.call(route, { body: { name, type } });
  }

  async deleteCustomAttribute(owner: CustomAttributeOwner, name: string): Promise<boolean> {
    const route =
      owner === 'BRAND' ? customAttributesContract.brandDelete : customAttributesContract.skuDelete;
    await this.call(route, { params: { name } });
    return true;
  }
}
