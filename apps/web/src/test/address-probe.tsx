import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Rendered inside a test's router: shows the address, so a test can see where the app is. */
export function AddressProbe() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

/** The address AddressProbe shows. */
export const currentAddress = () => screen.getByTestId('address').textContent;
