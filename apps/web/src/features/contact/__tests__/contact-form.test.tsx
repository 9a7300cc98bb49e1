import type { ShopSettings } from '@petshop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../components/contact-form.tsx';

const settings: ShopSettings = {
  shop_name: 'The Best Pet Shop in Dubai',
  tagline: 'Where Happy Pets Come First',
  support_phone: '+971 4 555 0123',
  support_email: 'support@bestpetshop.ae',
  address: 'Al Jaddaf, Dubai',
  business_hours: 'Monday to Friday, 10:00 AM to 11:30 PM',
  currency: 'AED',
  payment_provider: 'simulated',
  stripe_publishable_key: null,
  delivery: { fee: 0, free_from: 0, countries: [], days: {}, days_off: [] },
};

function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings'], settings);
  render(
    <QueryClientProvider client={queryClient}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole<HTMLButtonElement>('button');

beforeEach(() => {
  // jsdom cannot follow a mailto: link; the hand-off itself is covered end to end.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('has the four fields with email and tel inputs', () => {
    renderForm();
    expect(field('Your Name').type).toBe('text');
    expect(field('Email Address').type).toBe('email');
    expect(field('Phone Number').type).toBe('tel');
    expect(field('Message').tagName).toBe('TEXTAREA');
  });

  it('asks for every field when one is empty, and marks the empty ones', () => {
    renderForm();
    fireEvent.change(field('Your Name'), { target: { value: 'Aisha' } });
    fireEvent.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields or try again.');
    expect(field('Your Name').getAttribute('aria-invalid')).toBeNull();
    expect(field('Email Address').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Email Address'));
  });

  it('opens the mail app, then after a second thanks the visitor and clears the fields', async () => {
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(field('Your Name'), { target: { value: 'Aisha Rahman' } });
    fireEvent.change(field('Email Address'), { target: { value: 'aisha@example.ae' } });
    fireEvent.change(field('Phone Number'), { target: { value: '+971 50 123 4567' } });
    fireEvent.change(field('Message'), { target: { value: 'Hello!' } });
    await act(async () => {
      fireEvent.click(submit());
    });
    expect(submit().textContent).toBe('Opening Email...');
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('');

    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByRole('status').textContent).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toContain('Thank you!');
    expect(submit().textContent).toBe('Send Message');
    for (const label of ['Your Name', 'Email Address', 'Phone Number', 'Message']) {
      expect(field(label).value).toBe('');
    }
  });
});
