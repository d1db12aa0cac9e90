// Placeholder until the audit log panel lands (issue 6).
export function AuditLogPanel() {
  return null;
}
