import { useCallback, useRef } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/**
 * A form's fields by name, so a failed check can take focus to the first field it complains
 * about (spec §5: top to bottom). `ref(field)` goes on each input or select; `focusFirst(order,
 * errors)` focuses the first of `order` with an error and answers whether there was one.
 */
export function useFieldFocus<Field extends string>() {
  const fields = useRef(new Map<Field, FieldElement>());
  const ref = useCallback(
    (field: Field) => (node: FieldElement | null) => {
      if (node) fields.current.set(field, node);
      else fields.current.delete(field);
    },
    [],
  );
  const focusFirst = useCallback(
    (order: readonly Field[], errors: Partial<Record<Field, unknown>>): boolean => {
      const first = order.find((field) => errors[field]);
      if (first) fields.current.get(first)?.focus();
      return first !== undefined;
    },
    [],
  );
  return { ref, focusFirst };
}
