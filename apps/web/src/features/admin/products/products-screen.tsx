import { Route, Routes } from 'react-router';
import { usePageHead } from '../../../lib/page-meta.ts';
import { ProductEditPage, ProductNewPage } from './product-edit-page.tsx';
import { ProductListPage } from './product-list-page.tsx';
import { StockControl, StockHistory } from './stock-control.tsx';

/** /admin/products/*: the list, a new product, and one product's form. */
export function Component() {
  usePageHead({ title: 'Products' });
  return (
    <Routes>
      <Route index element={<ProductListPage />} />
      <Route path="new" element={<ProductNewPage />} />
      <Route
        path=":id"
        element={
          <>
            <ProductEditPage renderStockControl={(size) => <StockControl size={size} />} />
            <StockHistory />
          </>
        }
      />
    </Routes>
  );
}

export default Component;
