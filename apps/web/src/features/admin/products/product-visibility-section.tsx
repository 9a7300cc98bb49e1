import type { ReactNode } from 'react';
import { controlId, type ProductSectionProps } from './product-form-state.ts';

/**
 * The product form's Visibility section: whether the shop shows it (an archived product must be
 * unarchived first), beside the page's own actions (archive, delete).
 */
export function ProductVisibilitySection({
  form,
  errors,
  set,
  archived,
  actions,
}: ProductSectionProps & { archived: boolean; actions?: ReactNode }) {
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-gray-200 bg-white p-5">
      <div>
        <label className="inline-flex items-center gap-3 text-sm font-semibold text-ink">
          <input
            id={controlId('isActive')}
            type="checkbox"
            role="switch"
            className="size-5 accent-brand-700"
            checked={form.isActive}
            disabled={archived}
            onChange={(event) => set('isActive', event.target.checked)}
          />
          Active: shown in the shop
        </label>
        {archived && (
          <p className="mt-1 text-xs text-gray-500">Archived: unarchive it to make it active.</p>
        )}
        {errors.isActive && (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.isActive}</p>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </section>
  );
}
