/** The family's status letter (server/mail/admissions-mails.ts): recipients, plain words, no staff note. */
import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, STATUS_FOR_FAMILIES, STATUS_LABELS } from "#common/application-status";
import { statusChangedMails, type StatusLetterInput } from "../../server/mail/admissions-mails";

const base: StatusLetterInput = {
  applicationId: "APP-2026-7K3QH9XM",
  status: "offered",
  childFirstName: "Zoë",
  childLastName: "O'Neil",
  parentName: "Aisha Rahman",
  parentEmail: "aisha@example.com",
  secondaryGuardianName: null,
  secondaryGuardianEmail: null,
  publicUrl: "https://school.example",
  language: "en",
};

describe("status letters", () => {
  it("writes one letter per guardian, each naming its own address", () => {
    const mails = statusChangedMails({ ...base, secondaryGuardianName: "Omar Rahman", secondaryGuardianEmail: "Omar@Example.com" });
    expect(mails.map((m) => m.to)).toEqual(["aisha@example.com", "omar@example.com"]);
    expect(mails[0]!.text).toContain("Dear Aisha Rahman,");
    expect(mails[1]!.text).toContain("Dear Omar Rahman,");
    expect(mails[1]!.text).toContain("(omar@example.com)");
  });

  it("sends one letter when the second address is the parent's, and greets the parent when the guardian has no name", () => {
    expect(statusChangedMails({ ...base, secondaryGuardianEmail: " AISHA@example.com " })).toHaveLength(1);
    const [, second] = statusChangedMails({ ...base, secondaryGuardianEmail: "omar@example.com" });
    expect(second!.text).toContain("Dear Aisha Rahman,");
  });

  it.each(APPLICATION_STATUSES)("says %s in plain words with the next step, the id and the portal link", (status) => {
    const [mail] = statusChangedMails({ ...base, status });
    expect(mail!.kind).toBe("admissions.status_changed");
    expect(mail!.subject).toBe(`Application APP-2026-7K3QH9XM: ${STATUS_LABELS[status]} - BrightPath Academy`);
    expect(mail!.text).toContain(`Status: ${STATUS_LABELS[status]}`);
    expect(mail!.text).toContain(STATUS_FOR_FAMILIES[status].meaning);
    expect(mail!.text).toContain(`Next step: ${STATUS_FOR_FAMILIES[status].nextStep}`);
    expect(mail!.text).toContain("Application id: APP-2026-7K3QH9XM");
    expect(mail!.text).toContain("https://school.example/parent");
    expect(mail!.text).toContain("Zoë O'Neil");
    expect(mail!.text).not.toMatch(/under_review|not_offered/);
  });

  it("is in the language the family applied in", () => {
    const [mail] = statusChangedMails({ ...base, language: "es" });
    expect(mail!.subject).toMatch(/^Solicitud APP-2026-7K3QH9XM: .+ - BrightPath Academy$/);
    expect(mail!.subject).not.toContain(STATUS_LABELS.offered);
    expect(mail!.text).toContain("Estimado/a Aisha Rahman:");
    expect(mail!.text).toContain("Número de solicitud: APP-2026-7K3QH9XM");
    expect(mail!.text).toContain("Próximo paso: ");
    expect(mail!.text).toContain("Admisiones de BrightPath Academy");
    expect(mail!.text).not.toContain(STATUS_FOR_FAMILIES.offered.meaning);
  });

  it("keeps line breaks a family typed out of the subject", () => {
    const [mail] = statusChangedMails({ ...base, applicationId: "APP-2026-7K3QH9XM\r\nBcc: x@example.com" });
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });
});
