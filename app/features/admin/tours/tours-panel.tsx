// Placeholder until the tour bookings panel lands (issue 6).
export function ToursPanel() {
  return null;
}
