import { Route, Routes } from 'react-router';
import { InvoicePage } from './invoice-page.tsx';
import { OrderPage } from './order-page.tsx';
import { OrdersList } from './orders-list.tsx';

/** /admin/orders and /admin/orders/:id. */
export function Component() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderPage />} />
      <Route path=":id/invoice" element={<InvoicePage />} />
    </Routes>
  );
}

export default Component;
