import type { AdminCustomerRow } from '@petshop/contracts/admin-customers';
import { LANGUAGE_LABELS } from '@petshop/contracts/labels';
import { Link } from 'react-router';
import { formatShopDate } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminPaths } from '../admin-paths.ts';
import { IndexTable, ListFilters, ListResults, type IndexColumn } from '../index-table.tsx';
import { AccountBadge } from '../status-badge.tsx';
import { useListParams } from '../use-list-params.ts';
import { useCustomers } from './api/get-customers.ts';

const PAGE_SIZE = 25;
/** The list's address keys and their values when absent. */
const CUSTOMER_PARAMS = { q: '' };

const CUSTOMER_COLUMNS: readonly IndexColumn<AdminCustomerRow>[] = [
  {
    header: 'Customer',
    cell: (customer) => (
      <>
        <Link
          to={adminPaths.customer(customer.id)}
          className="font-semibold text-brand-800 hover:underline"
        >
          {customer.name}
        </Link>
        {!customer.deleted && <span className="block text-xs text-gray-600">{customer.email}</span>}
      </>
    ),
  },
  {
    header: 'Phone',
    className: 'text-gray-700',
    cell: (customer) => (customer.deleted ? '—' : customer.phone),
  },
  {
    header: 'Orders',
    className: 'text-right tabular-nums',
    cell: (customer) => customer.orderCount,
  },
  {
    header: 'Placed',
    className: 'text-right tabular-nums',
    cell: (customer) => formatAed(customer.totalSpent),
  },
  {
    header: 'Last order',
    className: 'text-gray-700',
    cell: (customer) => formatShopDate(customer.lastOrderAt) ?? '—',
  },
  {
    header: 'Language',
    className: 'text-gray-700',
    cell: (customer) => LANGUAGE_LABELS[customer.language],
  },
  {
    header: 'Account',
    cell: (customer) => (
      <AccountBadge deactivated={customer.deactivated} deleted={customer.deleted} />
    ),
  },
];

/** /admin/customers: the accounts, newest first, with a search kept in the address. */
export function CustomersList() {
  usePageHead({ title: 'Customers' });
  const { values, page, update, searching } = useListParams(CUSTOMER_PARAMS);
  const list = useCustomers({ q: values.q, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className="text-2xl font-bold text-ink">
        Customers
      </h1>
      <ListFilters
        search={{
          id: 'customer-search',
          label: 'Search customers',
          placeholder: 'Name, e-mail or phone',
          ...searching('q'),
        }}
      />
      <ListResults
        list={list}
        noun={['customer', 'customers']}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(items) => (
          <IndexTable rows={items} columns={CUSTOMER_COLUMNS} empty="No customers match." />
        )}
      </ListResults>
    </section>
  );
}
