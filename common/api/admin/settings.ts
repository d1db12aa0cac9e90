/** School-wide settings (docs/api/admin-people.md): read, change (audited) and the recent changes. */
import { z } from "zod";
import { ADMIN_ROLES } from "../../roles";
import { schoolSettingsPatchSchema, schoolSettingsSchema, settingChangeSchema } from "../../schemas/school-settings";
import { defineContract, done, ok } from "../contract";

/** Every school setting. */
export const schoolSettings = defineContract({
  method: "GET",
  path: "/api/admin/settings",
  roles: ADMIN_ROLES,
  output: ok(schoolSettingsSchema),
});

/** Changes any of the settings; answers all of them. */
export const saveSchoolSettings = defineContract({
  method: "PATCH",
  path: "/api/admin/settings",
  roles: ADMIN_ROLES,
  body: schoolSettingsPatchSchema,
  output: done.extend({ data: schoolSettingsSchema }),
});

/** The latest setting changes (admins cannot read the full audit log). */
export const settingsHistory = defineContract({
  method: "GET",
  path: "/api/admin/settings/history",
  roles: ADMIN_ROLES,
  output: ok(z.array(settingChangeSchema)),
});
