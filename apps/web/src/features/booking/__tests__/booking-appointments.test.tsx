import type { Appointment, GroomingService, PetSize } from '@petshop/contracts/grooming';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchCall } from '../../../test/fetch-router.ts';
import { BookingForm } from '../components/booking-form.tsx';

const NO_TIMES =
  'No times can be booked online at the moment. Send your request and we will call you to agree a time.';
const SLOT_TAKEN = 'That time was just taken, please pick another.';
const REQUEST_RECEIVED = "Booking Request Received! We'll contact you soon to confirm the details.";

/** [minutes, AED] per pet size, as the API's default price list. */
const PRICE_LISTS: Record<number, Partial<Record<PetSize, [number, number]>>> = {
  1: {
    dog_small: [60, 120],
    dog_medium: [75, 150],
    dog_large: [90, 190],
    cat: [60, 140],
    bird: [30, 70],
    other: [45, 90],
  },
  2: { dog_small: [90, 180], dog_medium: [120, 230], dog_large: [150, 290], cat: [90, 200] },
  3: {
    dog_small: [15, 30],
    dog_medium: [15, 30],
    dog_large: [15, 35],
    cat: [15, 30],
    bird: [15, 30],
    other: [15, 30],
  },
  4: { dog_small: [15, 40], dog_medium: [15, 40], dog_large: [20, 45], cat: [15, 40] },
};
const NAMES: Record<number, [string, 'package' | 'add_on']> = {
  1: ['Basic Groom', 'package'],
  2: ['Full Groom', 'package'],
  3: ['Nail Trimming', 'add_on'],
  4: ['Teeth Cleaning', 'add_on'],
};
const SERVICES: GroomingService[] = Object.entries(NAMES).map(([id, [name, kind]]) => ({
  id: Number(id),
  name,
  kind,
  description: `${name} for your pet.`,
  prices: Object.entries(PRICE_LISTS[Number(id)]!).map(([size, [minutes, price]]) => ({
    pet_size: size as PetSize,
    duration_minutes: minutes,
    price,
  })),
}));
const LABELS: Record<PetSize, string> = {
  dog_small: 'small dog (up to 10 kg)',
  dog_medium: 'medium dog (10–25 kg)',
  dog_large: 'large dog (over 25 kg)',
  cat: 'cat',
  bird: 'bird',
  other: 'other pet',
};

type Days = { date: string; slots: { starts_at: string; time: string }[] }[];
const DAYS: Days = [
  {
    date: '2026-11-30',
    slots: [
      { starts_at: '2026-11-30T06:00:00.000Z', time: '10:00' },
      { starts_at: '2026-11-30T06:30:00.000Z', time: '10:30' },
      { starts_at: '2026-11-30T07:00:00.000Z', time: '11:00' },
    ],
  },
  {
    date: '2026-12-01',
    slots: [
      { starts_at: '2026-12-01T10:00:00.000Z', time: '14:00' },
      { starts_at: '2026-12-01T10:30:00.000Z', time: '14:30' },
    ],
  },
];

/** GET /api/grooming/slots as the API answers it: the sum for the pet, or what is not offered. */
function slotsAnswer(params: URLSearchParams, days: Days): Response {
  const petSize = params.get('pet_size') as PetSize;
  const ids = [
    Number(params.get('service_id')),
    ...(params.get('add_on_ids') ?? '').split(',').filter(Boolean).map(Number),
  ];
  let minutes = 0;
  let price = 0;
  for (const id of ids) {
    const entry = PRICE_LISTS[id]![petSize];
    if (!entry) {
      return json(422, {
        message: `${NAMES[id]![0]} is not offered for a ${LABELS[petSize]}.`,
        errors: {},
      });
    }
    minutes += entry[0];
    price += entry[1];
  }
  return json(200, { duration_minutes: minutes, price, days });
}

/** The grooming calls answered; `days` may be swapped by the test between calls. */
function groomingApi(routes: Parameters<typeof routeFetch>[0] = {}) {
  const state = { days: DAYS };
  const slotCalls: URLSearchParams[] = [];
  const router = routeFetch(
    {
      'GET /api/grooming/services': () =>
        json(200, { services: SERVICES, window_days: 14, notice_minutes: 120 }),
      ...routes,
    },
    (call: FetchCall) => {
      const url = new URL(call.url, 'http://shop');
      if (call.method !== 'GET' || url.pathname !== '/api/grooming/slots') {
        throw new TypeError(`Failed to fetch ${call.key}`);
      }
      slotCalls.push(url.searchParams);
      return slotsAnswer(url.searchParams, state.days);
    },
  );
  return { ...router, state, slotCalls };
}

function renderForm() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <BookingForm />
    </QueryClientProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Book Appointment|Processing/ });
const radio = (name: string) => screen.getByRole('radio', { name });
const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
/** The total line's price and length ('AED 150.00 · 1 h 15 min'), once it is `expected`. */
const total = (expected: string) =>
  waitFor(() =>
    expect(screen.getByText('Total', { selector: 'span' }).nextElementSibling?.textContent).toBe(
      expected,
    ),
  );

function fillDetails() {
  fireEvent.change(field(/Full Name/), { target: { value: ' Fatima Al Suwaidi ' } });
  fireEvent.change(field(/Phone Number/), { target: { value: '+971 50 123 4567' } });
  fireEvent.change(field(/Email Address/), { target: { value: 'fatima@example.ae' } });
  fireEvent.change(field(/Additional Notes/), { target: { value: '  Shy with strangers ' } });
}

/** Dog (the default), medium, Basic Groom: the times appear. */
async function chooseMediumBasic() {
  fireEvent.click(await screen.findByRole('radio', { name: /Medium dog/ }));
  fireEvent.click(radio('Basic Groom'));
  await screen.findByRole('radio', { name: 'Mon 30 Nov' });
}

const APPOINTMENT: Appointment = {
  reference: 'BK-7F3K9Q',
  status: 'confirmed',
  starts_at: '2026-12-01T10:00:00.000Z',
  ends_at: '2026-12-01T11:30:00.000Z',
  pet_size: 'dog_medium',
  services: [
    { name: 'Basic Groom', price: 150, duration_minutes: 75 },
    { name: 'Nail Trimming', price: 30, duration_minutes: 15 },
  ],
  price: 180,
  groomer: 'Joel',
};

beforeAll(async () => {
  // The time picker is a chunk of its own: loaded once here, so each test draws it at once.
  await import('../components/choose-time.tsx');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  focusManager.setFocused(undefined);
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BookingForm: choosing a time', () => {
  it('shows the price, the add-ons and the free days and times of a choice', async () => {
    const { slotCalls } = groomingApi();
    renderForm();
    expect(
      await screen.findByText(
        "Choose a grooming package above and your dog's size to see the price and the free times.",
      ),
    ).toBeTruthy();
    expect(slotCalls).toHaveLength(0);

    await chooseMediumBasic();
    await total('AED 150.00 · 1 h 15 min');
    // The package's own line: its price and length for this pet.
    expect(screen.getByText('Basic Groom', { selector: 'span' }).nextSibling?.textContent).toBe(
      'AED 150.00 · 1 h 15 min',
    );
    expect(slotCalls.map(String)).toEqual(['service_id=1&pet_size=dog_medium']);
    expect(
      within(group(/^Day$/))
        .getAllByRole('radio')
        .map((day) => day.textContent),
    ).toEqual(['Mon 30 Nov', 'Tue 1 Dec']);
    // The first day's times show; none is picked yet.
    const times = within(group(/Times on Mon 30 Nov/)).getAllByRole('radio');
    expect(times.map((time) => time.textContent)).toEqual(['10:00 AM', '10:30 AM', '11:00 AM']);
    expect(times.every((time) => time.getAttribute('aria-checked') === 'false')).toBe(true);

    // Each add-on offered for the pet, with its price; one ticked adds to the total.
    const nails = screen.getByRole('checkbox', { name: /Nail Trimming/ });
    expect(nails.closest('label')!.textContent).toContain('+ AED 30.00 · 15 min');
    expect(screen.getByRole('checkbox', { name: /Teeth Cleaning/ })).toBeTruthy();
    fireEvent.click(nails);
    await total('AED 180.00 · 1 h 30 min');
    await waitFor(() => expect(slotCalls).toHaveLength(2));
    expect(slotCalls[1]!.get('add_on_ids')).toBe('3');

    fireEvent.click(radio('Tue 1 Dec'));
    expect(
      within(group(/Times on Tue 1 Dec/))
        .getAllByRole('radio')
        .map((time) => time.textContent),
    ).toEqual(['2:00 PM', '2:30 PM']);
  });

  it("changes the price with the dog's size, and offers a cat only what it can have", async () => {
    const { slotCalls } = groomingApi();
    renderForm();
    fireEvent.click(await screen.findByRole('radio', { name: 'Small dog (up to 10 kg)' }));
    fireEvent.click(radio('Basic Groom'));
    await total('AED 120.00 · 1 h');
    fireEvent.click(radio('Large dog (over 25 kg)'));
    await total('AED 190.00 · 1 h 30 min');
    await waitFor(() =>
      expect(slotCalls.map((params) => params.get('pet_size'))).toEqual(['dog_small', 'dog_large']),
    );

    // No size to choose for a cat; its own price.
    fireEvent.change(field(/Pet Type/), { target: { value: 'Cat' } });
    expect(screen.queryByRole('radio', { name: /Small dog/ })).toBeNull();
    await total('AED 140.00 · 1 h');
  });

  it("shows the API's words when the package is not offered for the pet", async () => {
    groomingApi();
    renderForm();
    fireEvent.change(field(/Pet Type/), { target: { value: 'Bird' } });
    fireEvent.click(radio('Full Groom'));
    expect(await screen.findByText('Full Groom is not offered for a bird.')).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /^Day$/ })).toBeNull();
  });

  it('books a picked day and time and shows the confirmation', async () => {
    localStorage.setItem('authToken', 'legacy-token');
    let answer: (response: Response) => void = () => undefined;
    const { calls } = groomingApi({
      'POST /api/appointments': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderForm();
    fillDetails();
    await chooseMediumBasic();
    fireEvent.click(screen.getByRole('checkbox', { name: /Nail Trimming/ }));
    await total('AED 180.00 · 1 h 30 min');
    fireEvent.click(await screen.findByRole('radio', { name: 'Tue 1 Dec' }));
    fireEvent.click(radio('2:00 PM'));
    expect(radio('2:00 PM').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Tue 1 Dec 2026 at 2:00 PM')).toBeTruthy();

    fireEvent.click(submit());
    expect(submit().textContent).toBe('Processing...');
    await waitFor(() =>
      expect(calls.some((call) => call.key === 'POST /api/appointments')).toBe(true),
    );
    const call = calls.find((each) => each.key === 'POST /api/appointments')!;
    expect(call.body).toEqual({
      service_id: 1,
      add_on_ids: [3],
      pet_size: 'dog_medium',
      starts_at: '2026-12-01T10:00:00.000Z',
      name: 'Fatima Al Suwaidi',
      phone: '+971 50 123 4567',
      email: 'fatima@example.ae',
      notes: 'Shy with strangers',
    });
    expect((call.init.headers as Record<string, string>).Authorization).toBe('Bearer legacy-token');
    expect(calls.some((each) => each.key === 'POST /api/bookings')).toBe(false);

    await act(async () => {
      answer(json(201, { appointment: APPOINTMENT }));
    });
    const panel = await screen.findByRole('region', { name: 'Your appointment is confirmed' });
    expect(document.activeElement?.textContent).toBe('Your appointment is confirmed');
    expect(within(panel).getByText('Tue 1 Dec 2026 at 2:00 PM')).toBeTruthy();
    expect(within(panel).getByText('Joel')).toBeTruthy();
    expect(within(panel).getByText('BK-7F3K9Q')).toBeTruthy();
    const rows = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Basic Groom (1 h 15 min)AED 150.00',
      'Nail Trimming (15 min)AED 30.00',
      'Total (paid at the shop)AED 180.00',
    ]);
    expect(screen.queryByRole('form')).toBeNull();

    // Another appointment starts from an empty form.
    fireEvent.click(within(panel).getByRole('button', { name: 'Book another appointment' }));
    expect(field(/Full Name/).value).toBe('');
  });

  it('says a taken time was taken, and asks for the times again without it', async () => {
    const { calls, state, slotCalls } = groomingApi({
      'POST /api/appointments': () => json(409, { message: SLOT_TAKEN }),
    });
    renderForm();
    fillDetails();
    await chooseMediumBasic();
    fireEvent.click(radio('10:30 AM'));
    // Meanwhile someone else books 10:30.
    state.days = [{ ...DAYS[0]!, slots: DAYS[0]!.slots.filter((slot) => slot.time !== '10:30') }];
    const asked = slotCalls.length;

    fireEvent.click(submit());
    expect(await screen.findByText(SLOT_TAKEN)).toBeTruthy();
    expect(calls.filter((call) => call.key === 'POST /api/appointments')).toHaveLength(1);
    await waitFor(() => expect(slotCalls.length).toBe(asked + 1));
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:30 AM' })).toBeNull());
    expect(
      within(group(/Times on Mon 30 Nov/))
        .getAllByRole('radio')
        .map((time) => time.textContent),
    ).toEqual(['10:00 AM', '11:00 AM']);
    // The message sits with the times; the form's own banners stay quiet and its entries stay.
    expect(screen.queryByText(REQUEST_RECEIVED)).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(field(/Full Name/).value).toBe(' Fatima Al Suwaidi ');
    expect(submit().disabled).toBe(false);

    // Picking another time clears the message.
    fireEvent.click(radio('11:00 AM'));
    expect(screen.queryByText(SLOT_TAKEN)).toBeNull();
  });

  it('drops a picked time that is gone when the times are asked again on return', async () => {
    const { state, slotCalls } = groomingApi();
    renderForm();
    await chooseMediumBasic();
    fireEvent.click(radio('10:30 AM'));
    expect(screen.getByText('Mon 30 Nov 2026 at 10:30 AM')).toBeTruthy();
    state.days = [{ ...DAYS[0]!, slots: DAYS[0]!.slots.filter((slot) => slot.time !== '10:30') }];
    const asked = slotCalls.length;

    // The customer leaves the tab and comes back: the times are asked again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(slotCalls.length).toBe(asked + 1));
    expect(await screen.findByText(SLOT_TAKEN)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '10:30 AM' })).toBeNull();
    expect(screen.queryByText('Mon 30 Nov 2026 at 10:30 AM')).toBeNull();
  });

  it('without free times says so, and sends the spec request as before', async () => {
    const { calls, state } = groomingApi({
      'POST /api/bookings': () => json(201, { success: true, reference: 'BK-7F3K9Q' }),
    });
    state.days = [];
    renderForm();
    fillDetails();
    fireEvent.change(field(/Pet Type/), { target: { value: 'Cat' } });
    fireEvent.click(radio('Full Groom'));
    expect(await screen.findByText(NO_TIMES)).toBeTruthy();

    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REQUEST_RECEIVED));
    const requests = calls.filter((call) => call.key === 'POST /api/bookings');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      name: 'Fatima Al Suwaidi',
      email: 'fatima@example.ae',
      phone: '+971 50 123 4567',
      service: 'Cat',
      message: 'Grooming Package: Full Groom  Notes: Shy with strangers',
    });
    expect(calls.some((call) => call.key === 'POST /api/appointments')).toBe(false);
  });

  it('without a time picked, sends the spec request even when times are free', async () => {
    const { calls } = groomingApi({ 'POST /api/bookings': () => json(201, {}) });
    renderForm();
    fillDetails();
    await chooseMediumBasic();
    fireEvent.click(radio('10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear time' }));
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(REQUEST_RECEIVED));
    expect(calls.filter((call) => call.key === 'POST /api/bookings')).toHaveLength(1);
    expect(calls.some((call) => call.key === 'POST /api/appointments')).toBe(false);
  });

  it('moves between the times with the arrow keys, and picks with Enter or Space', async () => {
    groomingApi();
    renderForm();
    await chooseMediumBasic();
    const times = within(group(/Times on Mon 30 Nov/)).getAllByRole('radio');
    // One tab stop for the group: the first time while none is picked.
    expect(times.map((time) => time.tabIndex)).toEqual([0, -1, -1]);

    times[0]!.focus();
    fireEvent.keyDown(times[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(times[1]);
    fireEvent.keyDown(times[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(times[2]);
    fireEvent.keyDown(times[2]!, { key: 'ArrowRight' }); // wraps
    expect(document.activeElement).toBe(times[0]);
    fireEvent.keyDown(times[0]!, { key: 'ArrowLeft' }); // wraps back
    expect(document.activeElement).toBe(times[2]);
    fireEvent.keyDown(times[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(times[0]);
    fireEvent.keyDown(times[0]!, { key: 'End' });
    expect(document.activeElement).toBe(times[2]);
    // Moving is not picking.
    expect(times.every((time) => time.getAttribute('aria-checked') === 'false')).toBe(true);

    fireEvent.keyDown(times[2]!, { key: 'Enter' });
    expect(times[2]!.getAttribute('aria-checked')).toBe('true');
    expect(times.map((time) => time.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(times[2]!, { key: 'ArrowUp' });
    fireEvent.keyDown(times[1]!, { key: ' ' });
    expect(times[1]!.getAttribute('aria-checked')).toBe('true');
    expect(times[2]!.getAttribute('aria-checked')).toBe('false');

    // The days work the same way.
    const days = within(group(/^Day$/)).getAllByRole('radio');
    days[0]!.focus();
    fireEvent.keyDown(days[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(days[1]);
    fireEvent.keyDown(days[1]!, { key: 'Enter' });
    expect(screen.getByRole('radiogroup', { name: /Times on Tue 1 Dec/ })).toBeTruthy();
  });
});
