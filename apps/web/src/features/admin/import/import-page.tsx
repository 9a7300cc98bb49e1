import type { ImportReport, StockConflictChoice } from '@petshop/contracts/admin-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { HeadRow } from '../admin-ui.tsx';
import { ImportChanges, StockConflicts } from './import-changes.tsx';
import {
  checkCatalogFile,
  downloadCatalogCsv,
  importCatalogFile,
  refusedReport,
} from './api/import-catalog.ts';
import { afterChange } from '../api/after-change.ts';

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The numbers of a report, in a sentence. */
function summary(report: ImportReport): string {
  return `${count(report.rows, 'row')}, ${count(report.products, 'product')}: ${report.creates.toLocaleString('en')} new, ${report.updates.toLocaleString('en')} changed, ${report.unchanged.toLocaleString('en')} unchanged; ${count(report.stockChanges, 'stock change')}.`;
}

interface Checked {
  name: string;
  file: Blob;
  report: ImportReport;
  /** The owner's choice for stock that changed since the export (the report was checked with it). */
  choice: StockConflictChoice | null;
}

/** /admin/import: the catalog out as a CSV file, and back in after a check of every row. */
export function Component() {
  usePageHead({ title: 'Import and export' });
  const queryClient = useQueryClient();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [imported, setImported] = useState<ImportReport | null>(null);

  const exporting = useMutation({ mutationFn: downloadCatalogCsv });
  const importing = useMutation({
    mutationFn: (file: Checked) => importCatalogFile(file.file, file.choice),
    onSuccess: (report, file) => {
      setImported(report);
      setChecked(null);
      toast.success(`${file.name} was imported.`);
      // Product lists and pages, low stock and the activity show the imported values.
      afterChange.catalog(queryClient);
    },
    onError: (error, file) => {
      const report = refusedReport(error);
      if (report) setChecked({ ...file, report });
    },
  });

  const checking = useMutation({
    mutationFn: async (file: File) => {
      return { name: file.name, file, report: await checkCatalogFile(file), choice: null };
    },
    onMutate: () => {
      setChecked(null);
      setImported(null);
      importing.reset();
    },
    onSuccess: setChecked,
  });
  // A choice for the stock conflicts checks the file again with it: the list shows what will change.
  const rechecking = useMutation({
    mutationFn: async ({ file, choice }: { file: Checked; choice: StockConflictChoice }) => ({
      ...file,
      choice,
      report: await checkCatalogFile(file.file, choice),
    }),
    onMutate: () => importing.reset(),
    onSuccess: setChecked,
  });
  const choose = (file: File | undefined) => {
    if (file) checking.mutate(file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const report = checked?.report;
  const changes = report ? report.creates + report.updates : 0;
  const conflicts = report?.stockConflicts ?? [];
  const undecided = conflicts.length > 0 && !checked?.choice;
  const canImport =
    !!report &&
    report.errors.length === 0 &&
    !undecided &&
    changes > 0 &&
    !importing.isPending &&
    !rechecking.isPending;

  return (
    <section aria-labelledby="import-title" className="max-w-5xl">
      <h1 id="import-title" className="text-2xl font-bold text-ink">
        Import and export
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        Products and stock as a CSV file, one row per size. Export, edit it in a spreadsheet, and
        import it back: products are matched by SKU and sizes by name.
      </p>

      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-ink">Export</h2>
        <p className="mt-1 text-sm text-gray-600">
          Every product with its sizes, prices and stock, in the format the import reads.
        </p>
        <button
          type="button"
          className={`${buttonClass('secondary', 'sm')} mt-3`}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Icon name="package" className="size-4" />
          {exporting.isPending ? 'Exporting…' : 'Export products (CSV)'}
        </button>
        {exporting.isError && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {errorMessage(exporting.error)}
          </p>
        )}
      </div>

      <div className="mt-6 rounded-xl border border-gray-200 bg-white p-5">
        <h2 className="text-lg font-semibold text-ink">Import</h2>
        <p className="mt-1 text-sm text-gray-600">
          The file is checked first and nothing changes until you import it. With any error, nothing
          is imported.
        </p>
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-3 flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm focus-within:outline-2 focus-within:outline-brand-600 ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 hover:border-brand-500'
          }`}
        >
          <Icon name="plus" className="size-6 text-brand-700" />
          <span className="font-semibold text-ink">Choose a CSV file or drop it here</span>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>

        <div aria-live="polite">
          {checking.isPending && <p className="mt-4 text-gray-600">Checking the file…</p>}
          {checking.isError && (
            <p role="alert" className="mt-4 text-red-800">
              {errorMessage(checking.error)}
            </p>
          )}
          {imported && (
            <p role="status" className="mt-4 font-semibold text-green-800">
              Imported: {imported.creates.toLocaleString('en')} new and{' '}
              {imported.updates.toLocaleString('en')} changed{' '}
              {imported.creates + imported.updates === 1 ? 'product' : 'products'},{' '}
              {count(imported.stockChanges, 'stock change')}.
              {imported.stockConflictChoice === 'keep' &&
                ` The shop’s stock was kept for ${count(imported.stockConflicts.length, 'size')} sold or received since the export.`}
            </p>
          )}
        </div>

        {checked && report && (
          <div className="mt-4">
            <p className="text-sm text-ink">
              <span className="font-semibold">{checked.name}</span>: {summary(report)}
            </p>
            {report.encoding === 'Windows-1252' ? (
              <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
                This file is not saved as UTF-8, so it was read as Windows-1252 (Western European),
                as Excel saves CSV files on Windows. Check that accented letters (é, ü) read right
                below; if not, save the file as “CSV UTF-8” and choose it again.
              </p>
            ) : (
              report.encoding !== 'UTF-8' && (
                <p className="mt-2 text-sm text-gray-600">
                  Read as {report.encoding} (Excel’s “Unicode text”).
                </p>
              )
            )}
            {report.errors.length > 0 ? (
              <>
                <p role="alert" className="mt-3 font-semibold text-red-800">
                  {count(report.errors.length, 'error')}: correct the file and choose it again.
                  Nothing has been imported.
                </p>
                <div className="mt-2 max-h-[28rem] overflow-auto rounded-lg border border-gray-200">
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">Errors in {checked.name}</caption>
                    <thead className="sticky top-0 bg-gray-50 text-gray-700">
                      <HeadRow columns={['Line', 'Column', 'Problem']} />
                    </thead>
                    <tbody className="divide-y divide-gray-100">
                      {report.errors.map((error, index) => (
                        <tr key={index}>
                          <td className="px-3 py-2 tabular-nums">{error.line}</td>
                          <td className="px-3 py-2 font-mono text-xs">{error.column ?? '—'}</td>
                          <td className="px-3 py-2">{error.message}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : (
              <>
                {conflicts.length > 0 && (
                  <StockConflicts
                    name={checked.name}
                    conflicts={conflicts}
                    choice={checked.choice}
                    disabled={rechecking.isPending || importing.isPending}
                    onChoose={(choice) => rechecking.mutate({ file: checked, choice })}
                  />
                )}
                {rechecking.isError && (
                  <p role="alert" className="mt-3 text-red-800">
                    {errorMessage(rechecking.error)}
                  </p>
                )}
                {report.changes.length > 0 && (
                  <ImportChanges name={checked.name} changes={report.changes} />
                )}
                {changes === 0 && !undecided && (
                  <p className="mt-3 text-gray-600">
                    The file matches the shop: there is nothing to import.
                  </p>
                )}
              </>
            )}
            {importing.isError && !refusedReport(importing.error) && (
              <p role="alert" className="mt-3 text-red-800">
                {errorMessage(importing.error)}
              </p>
            )}
            <button
              type="button"
              className={`${buttonClass('primary', 'sm')} mt-4`}
              disabled={!canImport}
              onClick={() => importing.mutate(checked)}
            >
              {importing.isPending ? 'Importing…' : `Import ${count(changes, 'product')}`}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

export default Component;
