/** The audit log names every kind of audit event and its group in each language (app/features/admin/audit, issue 32). */
import { describe, expect, it } from "vitest";
import { en } from "#common/i18n/en/index";
import { es } from "#common/i18n/es/index";
import { AUDIT_EVENTS } from "../../server/audit-events";

const actions = Object.keys(AUDIT_EVENTS);
const groups = [...new Set(actions.map((action) => action.split(".")[0]!))];

describe("audit action names", () => {
  it("has a name for every action and group the server records, in English and Spanish", () => {
    const ids = [...actions.map((action) => `people.audit.actionName.${action}`), ...groups.map((group) => `people.audit.actionGroup.${group}`)];
    expect(ids.filter((id) => !Object.hasOwn(en, id) || !Object.hasOwn(es, id))).toEqual([]);
  });

  it("names no action the server does not record", () => {
    const named = Object.keys(en).filter((id) => id.startsWith("people.audit.actionName."));
    expect(named.map((id) => id.slice("people.audit.actionName.".length)).filter((action) => !actions.includes(action))).toEqual([]);
  });

  it("keeps the English names the log has shown", () => {
    expect(en["people.audit.actionName.user.mfa_reset"]).toBe("User: mfa reset");
    expect(es["people.audit.actionName.user.mfa_reset"]).toBe("Cuenta: verificación en dos pasos restablecida");
  });
});
