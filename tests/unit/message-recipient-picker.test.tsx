/**
 * The composer's "To" for a grown-up (issue 33, app/features/learning/messages/recipient-picker.tsx),
 * as first drawn: a teacher's few contacts grouped by child with "Whole family" and each guardian's
 * relationship; the chosen people listed with a remove button each; a family's teachers under
 * "<child>'s teachers"; a long list folded by class, drawing no person until a class is opened; the
 * search offered from a handful of contacts on, in the reader's language.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import type { Contact } from "#common/schemas/learning/messages";
import { RecipientPicker } from "../../app/features/learning/messages/recipient-picker";
import { LanguageProvider } from "../../app/lib/i18n";

const ROLE_WORDS = {
  admin: "messages.role.office",
  super_admin: "messages.role.office",
  teacher: "messages.role.teacher",
  guardian: "messages.role.family",
  parent: "messages.role.family",
  student: "messages.role.child",
} as const;

const jonah = { studentId: "s-jonah", name: "Jonah Vandermeer", classNames: ["Otters"] };
const FEW: Contact[] = [
  { id: "u-jonah", name: "Jonah Vandermeer", role: "student", children: [{ ...jonah, relationship: null }] },
  { id: "u-rashid", name: "Rashid Vandermeer", role: "guardian", children: [{ ...jonah, relationship: "father" }] },
  { id: "u-office", name: "School Office", role: "admin" },
];

/** A specialist's long list: `n` children in each of two classes, each with two guardians. */
function many(n: number): Contact[] {
  return ["Art 1", "Music 2"].flatMap((className) =>
    Array.from({ length: n }, (_, i) => {
      const child = { studentId: `s-${className}-${i}`, name: `Child ${className} ${i}`, classNames: [className] };
      return [
        { id: `u-${child.studentId}`, name: child.name, role: "student" as const, children: [{ ...child, relationship: null }] },
        { id: `g1-${child.studentId}`, name: `Mother ${className} ${i}`, role: "guardian" as const, children: [{ ...child, relationship: "mother" }] },
        { id: `g2-${child.studentId}`, name: `Father ${className} ${i}`, role: "guardian" as const, children: [{ ...child, relationship: "father" }] },
      ];
    }).flat(),
  );
}

const render = (contacts: Contact[], chosen: string[] = [], language: Language = "en") =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <RecipientPicker contacts={contacts} chosen={chosen} onChange={() => undefined} roleWords={ROLE_WORDS} />
    </LanguageProvider>,
  );

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the composer's recipients for a grown-up", () => {
  it("groups a teacher's few contacts by child, with the whole family first and each guardian's relationship, and the staff apart", () => {
    const html = render(FEW);
    expect(html).not.toContain('data-testid="contact-search"');
    expect(count(html, 'data-testid="contact-group"')).toBe(2);
    expect(html).toContain('aria-label="Whole family of Jonah Vandermeer"');
    expect(html).toContain("Rashid Vandermeer <span");
    expect(html).toContain("(father)");
    expect(html).toContain("School staff");
    expect(html.indexOf("Whole family")).toBeLessThan(html.indexOf("Rashid Vandermeer"));
    expect(count(html, 'type="checkbox"')).toBe(4);
  });

  it("lists the chosen people with a remove button each, and checks them and the whole family", () => {
    const html = render(FEW, ["u-jonah", "u-rashid"]);
    expect(html).toContain("2 recipients");
    expect(html).toContain('aria-label="Remove Jonah Vandermeer"');
    expect(html).toContain('aria-label="Remove Rashid Vandermeer"');
    expect(count(html, 'checked=""')).toBe(3);
  });

  it("puts a family's teachers under their child's name, with no whole family", () => {
    const html = render([
      { id: "u-ruth", name: "Ruth Okafor", role: "teacher", children: [{ ...jonah, relationship: null }] },
      { id: "u-office", name: "School Office", role: "admin" },
    ]);
    expect(html).toContain("Jonah Vandermeer&#x27;s teachers");
    expect(html).not.toContain("Whole family");
  });

  it("folds a specialist's long list by class, drawing no one until a class is opened, with the search offered", () => {
    const contacts = many(38);
    expect(contacts.length).toBe(228);
    const html = render(contacts);
    expect(html).toContain('data-testid="contact-search"');
    expect(html).toContain("Search by child, family or class name");
    expect(html).toContain("Art 1 (38 children)");
    expect(html).toContain("Music 2 (38 children)");
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('data-testid="contact"');
  });

  it("speaks Spanish to a Spanish reader", () => {
    const html = render(many(38), [], "es");
    expect(html).toContain("Buscar por nombre del alumno, de la familia o de la clase");
    expect(html).toContain("Art 1 (38 alumnos)");
  });
});
