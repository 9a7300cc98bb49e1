const STYLES: Record<string, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Processing: 'bg-blue-100 text-blue-900',
  Shipped: 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-green-100 text-green-900',
  Cancelled: 'bg-gray-200 text-gray-800',
  'Awaiting payment': 'bg-gray-100 text-gray-700',
  // A refund's status (decision 060).
  'Refund in progress': 'bg-blue-100 text-blue-900',
  Refunded: 'bg-green-100 text-green-900',
  'Refund due': 'bg-red-100 text-red-900',
};

export function StatusBadge({ label }: { label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${STYLES[label] ?? 'bg-gray-100 text-gray-800'}`}
    >
      {label}
    </span>
  );
}
