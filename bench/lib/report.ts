// The bench's one table: every figure with its baseline ratio and budget, as markdown.

export interface Row {
  area: string;
  measure: string;
  result: string;
  ratio: string;
  budget: string;
  /** true = met, false = missed, null = no budget (or a budget for another database). */
  met: boolean | null;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function markdownTable(rows: Row[]): string {
  const header = ['area', 'measure', 'result', 'vs baseline', 'budget', 'met'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(
      (row) =>
        `| ${[
          row.area,
          row.measure,
          row.result,
          row.ratio,
          row.budget,
          row.met === null ? '' : row.met ? 'met' : '**missed**',
        ]
          .map(cell)
          .join(' | ')} |`,
    ),
  ];
  return lines.join('\n');
}

export const ms = (value: number) =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : 'n/a';
export const int = (value: number) => Math.round(value).toLocaleString('en');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');
