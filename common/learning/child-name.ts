/**
 * THE child's name as the school shows it (issue 31): everywhere a person reads it (screens, mails,
 * notifications, calendars, PDFs) a child is called by the name they go by, their preferred name when
 * the family gave one; the legal first name stays on the staff record and in files for other systems.
 */
export interface ChildName {
  firstName: string;
  lastName: string;
  preferredName?: string | null;
}

/** The name a child goes by: the preferred name when there is one, else the first name. */
export function knownAs(child: Pick<ChildName, "firstName" | "preferredName">): string {
  return child.preferredName?.trim() || child.firstName;
}

/** The child's whole name as shown: the name they go by and their last name. */
export function childFullName(child: ChildName): string {
  return `${knownAs(child)} ${child.lastName}`;
}
