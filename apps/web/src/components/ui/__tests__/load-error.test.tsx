import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError, PageLoadError } from '../load-error.tsx';

afterEach(cleanup);

describe('LoadError', () => {
  it('says the shop cannot be reached, and Retry asks again', () => {
    const retry = vi.fn();
    render(<LoadError onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(
      "We can't reach the shop right nowCheck your connection, then try again.",
    );
    expect(
      screen.getByRole('heading', { level: 2, name: "We can't reach the shop right now" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('while a retry is on its way, Retry stays focusable but does not ask twice', () => {
    const retry = vi.fn();
    render(<LoadError onRetry={retry} retrying heading="h3" />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });

  it('in the place of a page, its heading is the page heading', () => {
    const retry = vi.fn();
    render(<PageLoadError onRetry={retry} />);
    expect(
      screen.getByRole('heading', { level: 1, name: "We can't reach the shop right now" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
