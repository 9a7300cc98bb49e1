import type {
  ImportRowChange,
  StockConflict,
  StockConflictChoice,
} from '@petshop/contracts/admin-import';
import { HeadRow } from '../admin-ui.tsx';

const cell = 'px-3 py-2 align-top';

/** A cell's value as the file writes it; an empty cell reads "(empty)". */
const shown = (value: string) => (value === '' ? '(empty)' : value);

/** A row's first two cells: the file's line, then the product's SKU with its size under it. */
function LineCells({ line, sku, size }: { line: number; sku: string; size: string | null }) {
  return (
    <>
      <td className={`${cell} tabular-nums`}>{line}</td>
      <td className={cell}>
        <span className="font-mono text-xs">{sku}</span>
        {size && <span className="block text-gray-600">{size}</span>}
      </td>
    </>
  );
}

/** Every row of the file that changes the shop, field by field: before → after. */
export function ImportChanges({ name, changes }: { name: string; changes: ImportRowChange[] }) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-ink">What the import changes</h3>
      <div className="mt-2 max-h-[28rem] overflow-auto rounded-lg border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Changes in {name}</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-700">
            <HeadRow columns={['Line', 'Product', 'Change']} />
          </thead>
          <tbody className="divide-y divide-gray-100">
            {changes.map((row) => (
              <tr key={row.line}>
                <LineCells line={row.line} sku={row.sku} size={row.size} />
                <td className={cell}>
                  {row.created && (
                    <p className="font-semibold text-green-800">
                      {row.created === 'product' ? 'New product' : 'New size'}
                    </p>
                  )}
                  <ul>
                    {row.fields.map((field) => (
                      <li key={field.column} className="break-words">
                        <span className="font-mono text-xs">{field.column}</span>:{' '}
                        <del className="text-gray-600">{shown(field.before)}</del> →{' '}
                        <ins className="font-semibold no-underline">{shown(field.after)}</ins>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

const CHOICES: [StockConflictChoice, string][] = [
  ['keep', 'Keep the shop’s stock (orders and deliveries since the export stay counted)'],
  ['overwrite', 'Use the file’s stock'],
];

/**
 * Sizes whose stock changed in the shop since the file was exported: nothing is imported until
 * the owner chooses which count stays.
 */
export function StockConflicts({
  name,
  conflicts,
  choice,
  onChoose,
  disabled,
}: {
  name: string;
  conflicts: StockConflict[];
  choice: StockConflictChoice | null;
  onChoose: (choice: StockConflictChoice) => void;
  disabled: boolean;
}) {
  const many = conflicts.length !== 1;
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-ink">Stock changed since this file was exported</h3>
      <p className="mt-1 text-sm text-ink">
        {conflicts.length} {many ? 'sizes have' : 'size has'} sold or received units since the
        export, and the file gives {many ? 'other counts' : 'another count'}. Choose which stock to
        keep before importing.
      </p>
      <div className="mt-2 overflow-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Stock changed since {name} was exported</caption>
          <thead className="bg-gray-50 text-gray-700">
            <HeadRow
              columns={[
                'Line',
                'Product',
                { right: 'At export' },
                { right: 'Now' },
                { right: 'In the file' },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-gray-100">
            {conflicts.map((conflict) => (
              <tr key={conflict.line}>
                <LineCells line={conflict.line} sku={conflict.sku} size={conflict.size} />
                <td className={`${cell} text-right tabular-nums`}>{conflict.exported}</td>
                <td className={`${cell} text-right tabular-nums font-semibold`}>
                  {conflict.current}
                </td>
                <td className={`${cell} text-right tabular-nums`}>{conflict.file}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="mt-3" disabled={disabled}>
        <legend className="text-sm font-semibold text-ink">
          For {many ? 'these sizes' : 'this size'}
        </legend>
        <div className="mt-1 space-y-1 text-sm">
          {CHOICES.map(([value, label]) => (
            <label key={value} className="flex items-start gap-2">
              <input
                type="radio"
                name="stock-conflicts"
                className="mt-1"
                checked={choice === value}
                onChange={() => onChoose(value)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
