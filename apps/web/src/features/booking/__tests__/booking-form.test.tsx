import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchCall } from '../../../test/fetch-router.ts';
import { BookingForm } from '../components/booking-form.tsx';

const SUCCESS = "Booking Request Received! We'll contact you soon to confirm the details.";
const FAILURE = 'Oops! Something went wrong. Please try again or contact us directly.';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BookingForm />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Book Appointment|Processing/ });

function fillIn() {
  fireEvent.change(field(/Full Name/), { target: { value: ' Fatima Al Suwaidi ' } });
  fireEvent.change(field(/Phone Number/), { target: { value: '+971 50 123 4567' } });
  fireEvent.change(field(/Email Address/), { target: { value: 'fatima@example.ae' } });
  fireEvent.change(field(/Pet Type/), { target: { value: 'Cat' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Full Groom' }));
  fireEvent.change(field(/Additional Notes/), { target: { value: '  Shy with strangers ' } });
}

/**
 * The booking call answers when the test says so, and is the one `calls` holds; anything else
 * (the grooming prices and free times the form also asks for) fails as a network error.
 */
function pendingFetch() {
  let answer: (response: Response) => void = () => undefined;
  const calls: FetchCall[] = [];
  routeFetch({
    'POST /api/bookings': (call) => {
      calls.push(call);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    },
  });
  return { calls, answer: (response: Response) => answer(response) };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingForm', () => {
  it('starts with Dog, no package and the required fields marked for the browser', () => {
    renderForm();
    expect(field(/Pet Type/).value).toBe('Dog');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Dog',
      'Cat',
      'Bird',
      'Others',
    ]);
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(
      false,
    );
    expect(field(/Full Name/).required).toBe(true);
    expect(field(/Phone Number/).type).toBe('tel');
    expect(field(/Email Address/).type).toBe('email');
    expect(field(/Additional Notes/).required).toBe(false);
  });

  it('sends the spec payload, shows Processing..., then confirms and resets the form', async () => {
    localStorage.setItem('authToken', 'legacy-token');
    localStorage.setItem('token', 'other-token');
    const { calls, answer } = pendingFetch();
    renderForm();
    fillIn();
    fireEvent.click(submit());

    expect(submit().textContent).toBe('Processing...');
    expect(submit().disabled).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(1));
    const [call] = calls;
    expect(call!.key).toBe('POST /api/bookings');
    expect((call!.init.headers as Record<string, string>).Authorization).toBe(
      'Bearer legacy-token',
    );
    expect(call!.body).toEqual({
      name: 'Fatima Al Suwaidi',
      email: 'fatima@example.ae',
      phone: '+971 50 123 4567',
      service: 'Cat',
      message: 'Grooming Package: Full Groom  Notes: Shy with strangers',
    });

    await act(async () => {
      answer(json(201, { success: true, reference: 'BK-7F3K9Q' }));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SUCCESS));
    expect(submit().textContent).toBe('Book Appointment');
    expect(field(/Full Name/).value).toBe('');
    expect(field(/Pet Type/).value).toBe('Dog');
    expect(field(/Additional Notes/).value).toBe('');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked)).toBe(
      false,
    );
  });

  it('sends no bearer when logged out, and shows only the generic error on a refusal', async () => {
    const { calls, answer } = pendingFetch();
    renderForm();
    fillIn();
    fireEvent.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    await act(async () => {
      answer(json(422, { message: 'The name must be at least 2 characters.' }));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILURE));
    expect(screen.queryByText(/at least 2 characters/)).toBeNull();
    // The visitor's entries stay, ready for another try.
    expect(field(/Full Name/).value).toBe(' Fatima Al Suwaidi ');
  });

  // A Dubai landline has 9 digits: the form took only 10 to 15 and would not send it.
  it.each(['04 555 0123', '+971 4 555 0123', '(04) 555-0123', '800 1234'])(
    'sends the phone %s as typed',
    async (phone) => {
      const { calls } = pendingFetch();
      renderForm();
      fillIn();
      fireEvent.change(field(/Phone Number/), { target: { value: phone } });
      expect(field(/Phone Number/).validity.valid).toBe(true);
      fireEvent.click(submit());
      await waitFor(() => expect(calls).toHaveLength(1));
      expect((calls[0]!.body as { phone: string }).phone).toBe(phone);
    },
  );

  it.each(['123456', '1234 5678 9012 3456', '04 555 O123', '++971 4 555 0123'])(
    'does not send the phone %s, and says what a phone number is',
    (phone) => {
      const { calls } = pendingFetch();
      renderForm();
      fillIn();
      fireEvent.change(field(/Phone Number/), { target: { value: phone } });
      expect(field(/Phone Number/).validity.valid).toBe(false);
      expect(field(/Phone Number/).validationMessage).toBe(
        'Please enter a valid phone number: 7 to 15 digits, optionally starting with +.',
      );
      fireEvent.click(submit());
      expect(calls).toHaveLength(0);
      expect(submit().textContent).toBe('Book Appointment');
    },
  );

  it('leaves an emptied phone to the required check', () => {
    renderForm();
    fireEvent.change(field(/Phone Number/), { target: { value: '123' } });
    fireEvent.change(field(/Phone Number/), { target: { value: '' } });
    expect(field(/Phone Number/).validity.customError).toBe(false);
    expect(field(/Phone Number/).validity.valueMissing).toBe(true);
  });

  it('clears the last banner when sending again, and shows the error on a network failure', async () => {
    routeFetch(); // every call fails as a network error would
    renderForm();
    fillIn();
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(FAILURE));

    const { calls, answer } = pendingFetch();
    fireEvent.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('');
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      answer(json(201, {}));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SUCCESS));
  });
});

describe('a logged-in customer’s details (issue 31)', () => {
  const contact = { name: 'Aisha Rahman', phone: '+971 50 765 4321', email: 'aisha@example.ae' };
  const renderWith = (value: typeof contact | null) => (
    <QueryClientProvider client={new QueryClient()}>
      <BookingForm contact={value} />
    </QueryClientProvider>
  );

  it('are filled in, and when they arrive late they do not replace what was typed', () => {
    pendingFetch();
    const { rerender } = render(renderWith(null));
    expect(field(/Full Name/).value).toBe('');
    fireEvent.change(field(/Full Name/), { target: { value: 'Aisha R.' } });
    rerender(renderWith(contact));
    expect(field(/Full Name/).value).toBe('Aisha R.');
    expect(field(/Phone Number/).value).toBe('+971 50 765 4321');
    expect(field(/Email Address/).value).toBe('aisha@example.ae');
  });

  it('come back after a request is sent and the form resets', async () => {
    const { calls, answer } = pendingFetch();
    render(renderWith(contact));
    expect(field(/Full Name/).value).toBe('Aisha Rahman');
    fireEvent.click(screen.getByRole('radio', { name: 'Full Groom' }));
    fireEvent.click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ name: 'Aisha Rahman', email: 'aisha@example.ae' });
    await act(async () => answer(json(201, { success: true, reference: 'BK-7F3K9Q' })));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SUCCESS));
    expect(field(/Full Name/).value).toBe('Aisha Rahman');
    expect(field(/Email Address/).value).toBe('aisha@example.ae');
  });
});
