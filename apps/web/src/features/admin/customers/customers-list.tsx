import { Link, useSearchParams } from 'react-router';
import { formatShopDate } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { Pager, SearchForm } from '../admin-ui.tsx';
import { AccountBadge } from '../status-badge.tsx';
import { useCustomers } from './api/get-customers.ts';
import { adminPaths } from '../admin-paths.ts';

const PAGE_SIZE = 25;

/** /admin/customers: the accounts, newest first, with a search kept in the address. */
export function CustomersList() {
  usePageHead({ title: 'Customers' });
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useCustomers({ q, page, pageSize: PAGE_SIZE });
  const go = (changes: { q?: string; page?: number }) => {
    const next = new URLSearchParams(params);
    if (changes.q !== undefined) {
      if (changes.q) next.set('q', changes.q);
      else next.delete('q');
    }
    if (changes.page && changes.page > 1) next.set('page', String(changes.page));
    else next.delete('page');
    setParams(next);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="text-2xl font-bold text-ink">
        Customers
      </h1>
      <SearchForm
        id="customer-search"
        label="Search customers"
        placeholder="Name, e-mail or phone"
        initial={q}
        onSearch={(words) => go({ q: words })}
        className="mt-4"
      />

      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data && (
        <>
          <p className="mt-4 text-sm text-gray-600" aria-live="polite">
            {list.data.total === 1
              ? '1 customer'
              : `${list.data.total.toLocaleString('en')} customers`}
          </p>
          <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Customer
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Phone
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Placed
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Last order
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Account
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {list.data.items.map((customer) => (
                  <tr key={customer.id} className="hover:bg-gray-50">
                    <td className="px-4 py-3">
                      <Link
                        to={adminPaths.customer(customer.id)}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        {customer.name}
                      </Link>
                      {!customer.deleted && (
                        <span className="block text-xs text-gray-600">{customer.email}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {customer.deleted ? '—' : customer.phone}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{customer.orderCount}</td>
                    <td className="px-4 py-3 text-right tabular-nums">
                      {formatAed(customer.totalSpent)}
                    </td>
                    <td className="px-4 py-3 text-gray-700">
                      {formatShopDate(customer.lastOrderAt) ?? '—'}
                    </td>
                    <td className="px-4 py-3">
                      <AccountBadge deactivated={customer.deactivated} deleted={customer.deleted} />
                    </td>
                  </tr>
                ))}
                {list.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-4 py-10 text-center text-gray-600">
                      No customers match.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={pages} onPage={(next) => go({ page: next })} />
        </>
      )}
    </section>
  );
}
