import type { AdminProduct, AdminProductInput } from '@petshop/contracts/admin-products';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError, errorMessage, fieldErrors } from '../admin-api.ts';
import { FormDialog } from '../admin-ui.tsx';
import { useSetArchived } from './api/archive-product.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { useProduct, useProductReference } from './api/get-product.ts';
import { productKeys } from './api/product-keys.ts';
import { useCreateProduct, useUpdateProduct } from './api/save-product.ts';
import { ProductForm, type ProductFormProps } from './product-form.tsx';
import { ProductPictures } from './product-pictures.tsx';
import { adminPaths } from '../admin-paths.ts';

/** The way back from a product's page to the list. */
function BackToProducts() {
  return (
    <Link
      to={adminPaths.products()}
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      ← Products
    </Link>
  );
}

/** What a failed call says: its status, field errors and message. */
function failure(error: unknown) {
  if (!error) return undefined;
  return {
    status: error instanceof ApiRequestError ? error.status : 0,
    errors: fieldErrors(error),
    message: errorMessage(error),
  };
}

/** The form's messages for a failed save: field errors (422), the stale banner (409), or a line. */
function saveFeedback(error: unknown, onReload: () => void) {
  const failed = failure(error);
  if (!failed) return {};
  if (failed.status === 409) return { stale: { message: failed.message, onReload } };
  if (failed.status === 422) return { serverErrors: failed.errors };
  return { formError: failed.message };
}

const pageHeading = 'text-2xl font-bold text-ink';

/** /admin/products/new */
export function ProductNewPage() {
  const reference = useProductReference();
  const create = useCreateProduct();
  const navigate = useNavigate();
  const created = create.data;
  // Once the form has let go of its unsaved-work guard (it is "saving" until then), not before.
  useEffect(() => {
    if (created) void navigate(adminPaths.product(created.id));
  }, [created, navigate]);
  if (reference.isPending) return <Spinner label="Loading the form" className="m-10" />;
  if (reference.isError) return <p role="alert">{failure(reference.error)?.message}</p>;
  const submit = (input: AdminProductInput) =>
    create.mutate(input, {
      onSuccess: (product) => toast.success(`${product.name} was created.`),
    });
  return (
    <div className="space-y-4">
      <BackToProducts />
      <h1 className={pageHeading}>New product</h1>
      <ProductForm
        reference={reference.data}
        saving={create.isPending || create.isSuccess}
        onSubmit={submit}
        {...saveFeedback(create.error, () => create.reset())}
      />
    </div>
  );
}

export interface ProductEditPageProps {
  /** SLOT (stock): passed on to the form's sizes table; see ProductFormProps. */
  renderStockControl?: ProductFormProps['renderStockControl'];
}

/** /admin/products/:id */
export function ProductEditPage({ renderStockControl }: ProductEditPageProps = {}) {
  const id = Number(useParams().id);
  const product = useProduct(id);
  const reference = useProductReference();
  if (product.isPending || reference.isPending) {
    return <Spinner label="Loading the product" className="m-10" />;
  }
  if (product.isError || reference.isError) {
    const failed = failure(product.error ?? reference.error);
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-800">
          {failed?.status === 404 ? 'This product does not exist (any more).' : failed?.message}
        </p>
        <Link to={adminPaths.products()} className={buttonClass('secondary', 'sm')}>
          Back to products
        </Link>
      </div>
    );
  }
  // A new version (a save, a reload after a 409) starts the form again from the stored product.
  return (
    <ProductEditor
      key={`${product.data.id}-${product.data.version}`}
      product={product.data}
      reference={reference.data}
      renderStockControl={renderStockControl}
    />
  );
}

function ProductEditor({
  product,
  reference,
  renderStockControl,
}: {
  product: AdminProduct;
  reference: NonNullable<ReturnType<typeof useProductReference>['data']>;
  renderStockControl: ProductFormProps['renderStockControl'];
}) {
  const client = useQueryClient();
  const update = useUpdateProduct(product.id);
  const archive = useSetArchived(product.id);
  const remove = useDeleteProduct(product.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'archive' | 'delete' | undefined>();
  const archived = product.status === 'archived';

  const reload = () => {
    update.reset();
    void client.invalidateQueries({ queryKey: productKeys.detail(product.id) });
  };
  const submit = (input: AdminProductInput) =>
    update.mutate(
      { ...input, version: product.version },
      { onSuccess: (saved) => toast.success(`${saved.name} was saved.`) },
    );
  const confirm = () => {
    if (confirming === 'archive') {
      archive.mutate(true, {
        onSuccess: (saved) => {
          setConfirming(undefined);
          toast.success(`${saved.name} was archived.`);
        },
      });
    } else if (confirming === 'delete') {
      remove.mutate(undefined, {
        onSuccess: () => {
          setConfirming(undefined);
          toast.success(`${product.name} was deleted.`);
          void navigate(adminPaths.products());
        },
      });
    }
  };
  const confirmError = failure(confirming === 'delete' ? remove.error : archive.error);

  /** A button that asks to confirm an action, its last failure cleared first. */
  const askButton = (kind: 'archive' | 'delete', label: string, reset: () => void) => (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={() => {
        reset();
        setConfirming(kind);
      }}
    >
      {label}
    </button>
  );
  const actions = archived ? (
    <button
      type="button"
      className={buttonClass('secondary')}
      disabled={archive.isPending}
      onClick={() =>
        archive.mutate(false, {
          onSuccess: (saved) => toast.success(`${saved.name} is back as a draft.`),
        })
      }
    >
      Unarchive
    </button>
  ) : (
    <>
      {askButton('archive', 'Archive', () => archive.reset())}
      {!product.hasOrders && askButton('delete', 'Delete', () => remove.reset())}
    </>
  );

  return (
    <div className="space-y-4">
      <BackToProducts />
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className={pageHeading}>{product.name}</h1>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700">
          {product.status === 'active'
            ? 'Active'
            : product.status === 'draft'
              ? 'Draft'
              : 'Archived'}
        </span>
      </div>
      <ProductForm
        product={product}
        reference={reference}
        saving={update.isPending}
        onSubmit={submit}
        renderStockControl={renderStockControl}
        actions={actions}
        {...saveFeedback(update.error, reload)}
      />
      <ProductPictures productId={product.id} />
      <FormDialog
        open={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        onSubmit={confirm}
        title={confirming === 'delete' ? `Delete ${product.name}?` : `Archive ${product.name}?`}
        text={
          confirming === 'delete'
            ? 'Nobody has ordered it, so it is removed for good, with its sizes and stock history.'
            : 'It leaves the shop at once and stays in order history. You can unarchive it later as a draft.'
        }
        problem={confirmError?.message}
        backLabel="Cancel"
        submitLabel={confirming === 'delete' ? 'Delete product' : 'Archive product'}
        pendingLabel={confirming === 'delete' ? 'Deleting…' : 'Archiving…'}
        pending={archive.isPending || remove.isPending}
      />
    </div>
  );
}
