/** The query key of the day's numbers (orders, money, low stock, bookings). */
export const dashboardKeys = { all: ['admin', 'dashboard'] as const };
