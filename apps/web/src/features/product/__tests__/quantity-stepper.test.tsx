import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from '../components/quantity-stepper.tsx';

afterEach(cleanup);

function Stepper({ start, stock }: { start: number; stock: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} max={stock} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('stops at 99, as a cart line does, however much is in stock', () => {
    expect(MAX_CART_QUANTITY).toBe(99);
    render(<Stepper start={97} stock={500} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '99');
    expect(increase).toHaveProperty('disabled', true);
    fireEvent.click(increase);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '99');
  });

  it('stops at the stock when there is less than that', () => {
    render(<Stepper start={2} stock={3} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(increase);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '3');
    expect(increase).toHaveProperty('disabled', true);
  });
});
