// Placeholder until the contact inbox panel lands (issue 6).
export function InboxPanel() {
  return null;
}
