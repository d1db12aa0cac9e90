import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import { useUser } from "~/lib/auth";

/** Family attendance is the guardians' own: staff visiting a family page have no children there (the endpoints refuse them). */
export function useIsFamily(): boolean {
  const user = useUser();
  return Boolean(user.data && inRoleGroup(user.data.role, GUARDIAN_ROLES));
}
