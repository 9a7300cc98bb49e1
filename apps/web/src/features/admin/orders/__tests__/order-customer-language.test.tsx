import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminOrder } from '../../../../test/admin-fixtures.ts';
import { OrderPanels } from '../order-sections.tsx';

afterEach(cleanup);

describe("the order page's customer panel (issue 34)", () => {
  it('says which language the customer reads their e-mails in, in English', () => {
    const order = adminOrder();
    render(<OrderPanels order={{ ...order, customer: { ...order.customer, language: 'ar' } }} />);
    expect(screen.getByText('Language: Arabic')).toBeTruthy();
    cleanup();
    render(<OrderPanels order={adminOrder()} />);
    expect(screen.getByText('Language: English')).toBeTruthy();
  });
});
