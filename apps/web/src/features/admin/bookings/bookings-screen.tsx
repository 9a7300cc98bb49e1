import { Route, Routes } from 'react-router';
import { BookingPage } from './booking-page.tsx';
import { BookingsList } from './bookings-list.tsx';

/** /admin/bookings and /admin/bookings/:id. */
export function Component() {
  return (
    <Routes>
      <Route index element={<BookingsList />} />
      <Route path=":id" element={<BookingPage />} />
    </Routes>
  );
}

export default Component;
