import { Route, Routes } from 'react-router';
import { InvoicePage } from './invoice-page.tsx';
import { OrderPage } from './order-page.tsx';
import { OrdersList } from './orders-list.tsx';
import { PackingSlipPage, PackingSlipsPage, PickingListPage } from './packing-slip-pages.tsx';

/** /admin/orders, an order, its invoice and packing slip, slips of many orders, the picking list. */
export function Component() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderPage />} />
      <Route path=":id/invoice" element={<InvoicePage />} />
      <Route path=":id/packing-slip" element={<PackingSlipPage />} />
      <Route path="packing-slips" element={<PackingSlipsPage />} />
      <Route path="picking-list" element={<PickingListPage />} />
    </Routes>
  );
}

export default Component;
