/** Conference mails (server/mail/conference-mails.ts): each reader's copy, and its invitation, in that reader's language. */
import { describe, expect, it } from "vitest";
import { conferenceMails, type ConferenceMailData } from "../../server/mail/conference-mails";

const data: ConferenceMailData = {
  bookingId: "c1",
  sequence: 0,
  startsAt: new Date("2026-12-01T20:30:00Z"),
  endsAt: new Date("2026-12-01T20:45:00Z"),
  mode: "video",
  teacher: { name: "Ms. Rivera", email: "rivera@example.com", language: "en" },
  child: { name: "Ada Lopez" },
  guardians: [
    { id: "g1", name: "Luis Lopez", email: "luis@example.com", language: "es" },
    { id: "g2", name: "Kim Lopez", email: "kim@example.com", language: "en" },
  ],
  contactPhone: null,
  publicUrl: "https://school.example",
};

const unfold = (ics: string | undefined) => (ics ?? "").replace(/\r\n[\t ]/g, "");

describe("conference mails", () => {
  it("write the teacher's and each guardian's copy in that person's language", () => {
    const [teacher, luis, kim] = conferenceMails(data, { kind: "booked" });
    expect(teacher!.subject).toBe("Conference booked: Ada Lopez with Ms. Rivera, Tuesday, December 1, 2026 at 3:30 PM ET");
    expect(teacher!.text).toContain("Hello Ms. Rivera,");
    expect(teacher!.text).toContain(
      "A 15-minute conference about Ada Lopez with Ada Lopez's family is booked for Tuesday, December 1, 2026 at 3:30 PM Eastern Time.",
    );
    expect(unfold(teacher!.icalEvent)).toContain("SUMMARY:Conference: Ada Lopez with Ms. Rivera");

    expect(luis!.to).toBe("luis@example.com");
    expect(luis!.subject).toMatch(/^Conferencia reservada: Ada Lopez con Ms. Rivera, martes, 1 de diciembre de 2026 a las 3:30/);
    expect(luis!.text).toContain("Hola, Luis Lopez:");
    expect(luis!.text).toContain("Se reservó una conferencia de 15 minutos sobre Ada Lopez con Ms. Rivera");
    expect(luis!.text).toContain("Videollamada: https://school.example/video-session/c1");
    expect(luis!.text).toContain("Horario de oficina:");
    const ics = unfold(luis!.icalEvent);
    expect(ics).toContain("SUMMARY:Conferencia: Ada Lopez con Ms. Rivera");
    expect(ics).toContain("Videollamada entre Ms. Rivera y la familia de Ada Lopez.");
    // One parent's address is never shown to another.
    expect(ics).not.toContain("kim@example.com");

    expect(kim!.text).toContain("Hello Kim Lopez,");
  });

  it("say a cancellation and its reason in the reader's language", () => {
    const [, luis] = conferenceMails(data, { kind: "cancelled", reason: "Estoy enferma." });
    expect(luis!.text).toContain("Motivo:\nEstoy enferma.");
    expect(luis!.text).toContain("https://school.example/parent/calendar?tab=conferences");
    expect(unfold(luis!.icalEvent)).toContain("METHOD:CANCEL");
  });
});
