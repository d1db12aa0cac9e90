/** Mails to a guardian linked to a child and account notices (server/mail/family-mails.ts, people-mails.ts), in each reader's language. */
import { describe, expect, it } from "vitest";
import { guardianLinkedMail } from "../../server/mail/family-mails";
import { deactivatedMail } from "../../server/mail/people-mails";

const linked = { to: "ana@example.com", fullName: "Ana Ruiz", childName: "Leo Ruiz", signInUrl: "https://school.example/auth" };

describe("guardian linked mail", () => {
  it("keeps the English words", () => {
    const mail = guardianLinkedMail({ ...linked, language: "en" });
    expect(mail.subject).toBe("Leo Ruiz is now on your BrightPath Academy account");
    expect(mail.text).toContain("Hello Ana Ruiz,\n\nThe school has linked Leo Ruiz to your BrightPath Academy account.");
    expect(mail.text).toContain("Sign in at https://school.example/auth");
    expect(mail.text).toContain("\nOffice hours: Mon-Fri, 8 AM - 6 PM EST");
  });

  it("is in the guardian's language", () => {
    const mail = guardianLinkedMail({ ...linked, language: "es", signInUrl: "https://school.example/es/auth" });
    expect(mail.subject).toBe("Leo Ruiz ya está en su cuenta de BrightPath Academy");
    expect(mail.text).toContain("Hola, Ana Ruiz:\n\nLa escuela vinculó a Leo Ruiz con su cuenta de BrightPath Academy.");
    expect(mail.text).toContain("Inicie sesión en https://school.example/es/auth");
    expect(mail.text).toContain("Horario de oficina:");
  });
});

describe("account deactivated mail", () => {
  it("is in the account owner's language, English as before", () => {
    const to = { to: "pat@example.com", fullName: null, username: "pat" };
    expect(deactivatedMail({ ...to, language: "en" }).text).toContain(
      'Hello,\n\nThe school has deactivated the BrightPath Academy account "pat". It can no longer be used to sign in,\nand every device',
    );
    const spanish = deactivatedMail({ ...to, language: "es" });
    expect(spanish.subject).toBe("Se desactivó su cuenta de BrightPath Academy");
    expect(spanish.text).toContain('Hola:\n\nLa escuela desactivó la cuenta de BrightPath Academy "pat".');
  });
});
