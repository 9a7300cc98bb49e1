import { vi } from 'vitest';
import { toast } from '../components/ui/toast.tsx';

/**
 * Records the toasts a test raises, as 'success: …', 'warning: …' or 'error: …', instead of
 * drawing them (the toast region would stay in the page for the file's later tests).
 */
export function spyOnToasts(): string[] {
  const shown: string[] = [];
  for (const kind of ['success', 'warning', 'error'] as const) {
    vi.spyOn(toast, kind).mockImplementation((message: string) => {
      shown.push(`${kind}: ${message}`);
      return '';
    });
  }
  return shown;
}
