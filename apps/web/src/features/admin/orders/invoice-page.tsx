import { paymentMethodLabel, paymentStatusLabel } from '@petshop/contracts/labels';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopDate } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { HeadRow } from '../admin-ui.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useInvoice } from './api/get-order.ts';

/** /admin/orders/:id/invoice: the invoice as printed (the back office's frame is not printed). */
export function InvoicePage() {
  const { id } = useParams();
  const invoice = useInvoice(String(id));
  const data = invoice.data;
  usePageHead({ title: data ? `Invoice ${data.invoiceNumber}` : 'Invoice' });
  if (invoice.isPending) return <p className="text-gray-600">Loading the invoice…</p>;
  if (invoice.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(invoice.error)}
      </p>
    );
  }
  const invoiceData = invoice.data;
  const title = invoiceData.taxInvoice ? 'Tax Invoice' : 'Invoice';
  return (
    <div className="max-w-3xl">
      <div className="mb-4 flex gap-3 print:hidden">
        <Link to={adminPaths.order(id!)} className={buttonClass('secondary', 'sm')}>
          Back to the order
        </Link>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      <article
        aria-labelledby="invoice-title"
        className="rounded-xl border border-gray-200 bg-white p-8 text-sm text-ink print:border-0 print:p-0"
      >
        <header className="flex flex-wrap justify-between gap-6">
          <div>
            <p className="text-lg font-bold">{invoiceData.seller.legalName}</p>
            <p>{invoiceData.seller.address}</p>
            <p>
              {invoiceData.seller.phone} · {invoiceData.seller.email}
            </p>
            {invoiceData.seller.trn && <p>TRN {invoiceData.seller.trn}</p>}
          </div>
          <div className="text-right">
            <h1 id="invoice-title" className="text-2xl font-extrabold">
              {title}
            </h1>
            <p>No. {invoiceData.invoiceNumber}</p>
            <p>Date {formatShopDate(invoiceData.issuedAt)}</p>
          </div>
        </header>
        <section className="mt-6">
          <h2 className="font-bold">Bill to</h2>
          <p>{invoiceData.customer.name}</p>
          <p>{invoiceData.customer.address}</p>
          <p>
            {invoiceData.customer.phone} · {invoiceData.customer.email}
          </p>
        </section>
        <table className="mt-6 w-full text-left">
          <thead className="border-b border-gray-300">
            <HeadRow
              pad="py-2"
              columns={[
                'Item',
                { right: 'Qty' },
                { right: 'Unit price' },
                invoiceData.taxInvoice && { right: `VAT ${invoiceData.vatRatePercent}%` },
                { right: 'Amount' },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-gray-100">
            {invoiceData.lines.map((line) => (
              <tr key={`${line.sku}-${line.description}`}>
                <td className="py-2">
                  {line.description}
                  <span className="block text-xs text-gray-600">{line.sku}</span>
                </td>
                <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 text-right tabular-nums">{formatAed(line.unitPrice)}</td>
                {invoiceData.taxInvoice && (
                  <td className="py-2 text-right tabular-nums">{formatAed(line.vat)}</td>
                )}
                <td className="py-2 text-right tabular-nums">{formatAed(line.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1">
          <dt>Delivery</dt>
          <dd className="text-right tabular-nums">
            {invoiceData.shipping.total > 0 ? formatAed(invoiceData.shipping.total) : 'Free'}
          </dd>
          {invoiceData.discount > 0 && (
            <>
              <dt>Discount{invoiceData.couponCode ? ` (${invoiceData.couponCode})` : ''}</dt>
              <dd className="text-right tabular-nums">-{formatAed(invoiceData.discount)}</dd>
            </>
          )}
          {invoiceData.taxInvoice && (
            <>
              <dt>Total excluding VAT</dt>
              <dd className="text-right tabular-nums">
                {formatAed(invoiceData.totalExcludingVat)}
              </dd>
              <dt>VAT {invoiceData.vatRatePercent}%</dt>
              <dd className="text-right tabular-nums">{formatAed(invoiceData.vatTotal)}</dd>
            </>
          )}
          <dt className="font-bold">Total{invoiceData.taxInvoice ? ' including VAT' : ''}</dt>
          <dd className="text-right font-bold tabular-nums">{formatAed(invoiceData.total)}</dd>
        </dl>
        <p className="mt-6 text-gray-700">
          Payment: {paymentMethodLabel(invoiceData.paymentMethod)} ·{' '}
          {paymentStatusLabel(invoiceData.paymentStatus, invoiceData.paymentMethod)}
        </p>
      </article>
    </div>
  );
}
