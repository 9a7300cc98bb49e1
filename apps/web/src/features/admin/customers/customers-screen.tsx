import { Route, Routes } from 'react-router';
import { CustomerPage } from './customer-page.tsx';
import { CustomersList } from './customers-list.tsx';

/** /admin/customers and /admin/customers/:id. */
export function Component() {
  return (
    <Routes>
      <Route index element={<CustomersList />} />
      <Route path=":id" element={<CustomerPage />} />
    </Routes>
  );
}

export default Component;
