import { useUser } from "~/lib/auth";

const FAMILY_ROLES = ["guardian", "parent"] as const;

/** Family attendance is the guardians' own: staff visiting a family page have no children there (the endpoints refuse them). */
export function useIsFamily(): boolean {
  const user = useUser();
  return Boolean(user.data && (FAMILY_ROLES as readonly string[]).includes(user.data.role));
}
