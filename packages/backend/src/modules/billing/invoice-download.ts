import type { AppContext } from '../../app-context.ts';
import { fileLink, saveFile } from '../../files/stored-files.ts';
import { notFound } from '../../http/http-error.ts';
import type { Principal } from '../auth/principal.ts';
import { ownBrand, stateOf } from './billing.service.ts';
import { invoicePdf } from './invoice-pdf.ts';

const INVOICE_NOT_FOUND = 'Invoice not found.';

/**
 * POST /brands/{brandCode}/invoices/{invoiceId}/pdf: the invoice, if it is one of the brand's own
 * customer's, rendered now and kept as the caller's file; answers the usual signed download link.
 * Rendered on each request rather than cached: an open invoice may be paid between two downloads.
 */
export async function invoicePdfLink(
  ctx: AppContext,
  principal: Principal,
  brandCode: string,
  invoiceId: string,
): Promise<{ url: string }> {
  const code = ownBrand(principal, brandCode);
  const state = await stateOf(ctx, code);
  if (!state) throw notFound(INVOICE_NOT_FOUND);
  // Looked up among the customer's own invoices: an id of another customer's is simply not there.
  const invoice = (await ctx.connectors.billing.invoices(state.customer_id)).find((i) => i.id === invoiceId);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  const brand = await ctx.db
    .selectFrom('brands')
    .select('name')
    .where('brand_code', '=', code)
    .executeTakeFirst();
  const file = await saveFile(
    ctx,
    { userId: principal.userId, brandCode: code },
    {
      fileName: `invoice-${invoice.id}.pdf`,
      contentType: 'application/pdf',
      data: await invoicePdf(invoice, brand ? `${brand.name} (${code})` : code),
    },
  );
  return { url: await fileLink(ctx, file.id, principal.userId) };
}
