import { Route, Routes } from 'react-router';
import { usePageHead } from '../../../lib/page-meta.ts';
import { ProductEditPage, ProductNewPage } from './product-edit-page.tsx';
import { ProductListPage } from './product-list-page.tsx';

/** /admin/products/*: the list, a new product, and one product's form. */
export function Component() {
  usePageHead({ title: 'Products' });
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path="new" element={<ProductNewPage />} />
      <Route path=":id" element={<ProductEditPage />} />
    </Routes>
  );
}

export default Component;
