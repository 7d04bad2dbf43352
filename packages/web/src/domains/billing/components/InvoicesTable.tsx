import { Button, MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import { format } from 'date-fns';
import { useState } from 'react';
import { errorMessage } from '../../../app/apollo/error-message';
import type { BillingQuery } from '../../../gql/graphql';
import { useInvoicePdfMutation } from '../../../gql/hooks';
import { openDownload } from '../../../ui';
import { formatMoney } from '../money';

type Invoice = BillingQuery['billing']['invoices'][number];

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalXL,
  },
  // The invoice table scrolls inside its own box; the page never does.
  tableBox: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    borderCollapse: 'collapse',
    '& th, & td': { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, textAlign: 'left' },
  },
});

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The brand's invoices, newest first as billing answers them, each downloadable as a PDF. */
export function InvoicesTable({ brandCode, invoices }: { brandCode: string; invoices: readonly Invoice[] }) {
  const styles = useStyles();
  const [preparing, setPreparing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [invoicePdf] = useInvoicePdfMutation();

  // The link is minted per click: it lasts ten minutes and names the caller.
  const download = async (invoiceId: string) => {
    setPreparing(invoiceId);
    setFailure(null);
    try {
      const { data } = await invoicePdf({ variables: { brandCode, invoiceId } });
      if (data) openDownload(data.invoicePdf);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPreparing(null);
    }
  };

  return (
    <section aria-label="Invoices" className={styles.section}>
      <Text as="h2" size={500} weight="semibold">
        Invoices
      </Text>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Kind</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{day(invoice.created)}</td>
                <td>{formatMoney(invoice.amountDue, invoice.currency)}</td>
                <td>{invoice.status}</td>
                <td>{invoice.proration ? 'Plan change' : 'Period'}</td>
                <td>
                  <Button
                    size="small"
                    appearance="subtle"
                    disabled={preparing !== null}
                    aria-label={`Download the invoice of ${day(invoice.created)} as PDF`}
                    onClick={() => void download(invoice.id)}
                  >
                    {preparing === invoice.id ? 'Preparing…' : 'PDF'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
