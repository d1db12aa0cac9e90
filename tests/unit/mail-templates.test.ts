/** Mail the forms send: retry pauses, the tour invitation, and header safety. */
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "../../server/mail/outbox";
import { formatLongCalendarDay as longDate } from "#common/calendar-date";
import { contactMails, tourInvitation, tourMails } from "../../server/mail/templates";
import { tourStart } from "../../server/tours/seats";
import { attachmentDisposition } from "../../server/http/content-disposition";

// RFC 2231/5322 parameter values exclude control characters; the parser below mirrors that grammar.
// eslint-disable-next-line no-control-regex -- the control characters are the grammar's
const QUOTED_VALUE = /^"[^"\u0000-\u0008\u000a-\u001f\u007f]*"/;
// eslint-disable-next-line no-control-regex -- the control characters are the grammar's
const TOKEN_VALUE = /^[^";:,\u0000-\u0008\u000a-\u001f\u007f]*/;

describe("retryDelayMs", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});

describe("tour times", () => {
  it("start at the wall-clock time in New York, in winter and in summer", () => {
    expect(tourStart("2026-12-07", "9:00 AM").toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(tourStart("2027-07-07", "9:00 AM").toISOString()).toBe("2027-07-07T13:00:00.000Z");
    expect(tourStart("2027-03-15", "4:00 PM").toISOString()).toBe("2027-03-15T20:00:00.000Z");
  });

  it("read dates without shifting them", () => {
    expect(longDate("2026-11-23")).toBe("Monday, November 23, 2026");
  });
});

const booking = {
  parent_name: "James Park",
  email: "james@example.com",
  phone: undefined,
  child_name: "Mina",
  grade_level: "kindergarten",
  preferred_date: "2026-12-07",
  preferred_time: "9:00 AM" as const,
  message: undefined,
};

describe("tour invitation", () => {
  it("is a 30-minute REQUEST in UTC with the family as attendee and admissions as organizer", () => {
    // Long lines are folded (RFC 5545 section 3.1): unfold before reading.
    const ics = tourInvitation(booking, { id: "b1", startsAt: tourStart("2026-12-07", "9:00 AM") }).replace(/\r\n[\t ]/g, "");
    expect(ics).toContain("PRODID:-//BrightPath Academy//Virtual tours//EN");
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain("DTSTART:20261207T140000Z");
    expect(ics).toMatch(/DURATION:PT30M/);
    expect(ics).toMatch(/ORGANIZER;CN="?BrightPath Academy Admissions"?:mailto:admissions@brightpath-academy.org/i);
    expect(ics).toMatch(/ATTENDEE;.*CN="?James Park"?.*:mailto:james@example.com/s);
    expect(ics).toContain("UID:tour-b1@brightpath-academy.org");
  });

  it("goes with the family's confirmation only", () => {
    const [family, admissions] = tourMails(booking, { id: "b1", startsAt: tourStart("2026-12-07", "9:00 AM") });
    expect(family!.to).toBe("james@example.com");
    expect(family!.icalEvent).toContain("BEGIN:VCALENDAR");
    expect(family!.subject).toBe("Your virtual tour of BrightPath Academy: Monday, December 7, 2026, 9:00 AM ET");
    expect(admissions!.icalEvent).toBeUndefined();
  });

  it("is in the language of the page it was booked on, the invitation too; the admissions copy stays English", () => {
    const [family, admissions] = tourMails(booking, { id: "b1", startsAt: tourStart("2026-12-07", "9:00 AM") }, "es");
    expect(family!.subject).toMatch(/^Su recorrido virtual por BrightPath Academy: lunes, 7 de diciembre de 2026, 9:00/);
    expect(family!.text).toContain("Estimado/a James Park:");
    expect(family!.text).toContain("Gracias por reservar un recorrido virtual por BrightPath Academy para Mina.");
    expect(family!.text).toContain("Admisiones de BrightPath Academy");
    const ics = family!.icalEvent!.replace(/\r\n[\t ]/g, "");
    expect(ics).toContain("SUMMARY:Recorrido virtual por BrightPath Academy");
    expect(ics).toContain("DTSTART:20261207T140000Z");
    expect(admissions!.subject).toBe("Tour booked: Monday, December 7, 2026 9:00 AM - James Park");
    expect(admissions!.text).toContain("A family booked a virtual tour.");
  });
});

/**
 * One content line by the grammar of RFC 5545 section 3.1: name *(";" param) ":" value, where a
 * parameter value is either paramtext (no DQUOTE, ";", ":", "," or controls) or a quoted string
 * (no DQUOTE or controls inside). Throws where the line breaks the grammar.
 */
function parseContentLine(line: string) {
  const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
  if (!name) throw new Error(`no property name in ${line}`);
  let at = name.length;
  const params: Record<string, string[]> = {};
  while (line[at] === ";") {
    const paramName = /^[A-Za-z0-9-]+/.exec(line.slice(at + 1))?.[0];
    if (!paramName || line[at + 1 + paramName.length] !== "=") throw new Error(`bad parameter at ${at} in ${line}`);
    at += 1 + paramName.length + 1;
    const values: string[] = [];
    for (;;) {
      const value = QUOTED_VALUE.exec(line.slice(at))?.[0] ?? TOKEN_VALUE.exec(line.slice(at))![0];
      values.push(value.startsWith('"') ? value.slice(1, -1) : value);
      at += value.length;
      if (line[at] !== ",") break;
      at += 1;
    }
    params[paramName.toUpperCase()] = values;
  }
  if (line[at] !== ":") throw new Error(`expected ":" at ${at} in ${line}`);
  return { name: name.toUpperCase(), params, value: line.slice(at + 1) };
}

const contentLines = (ics: string) =>
  ics
    .replace(/\r\n[\t ]/g, "")
    .split("\r\n")
    .filter(Boolean);

describe("tour invitation attendee", () => {
  it("is a valid content line whatever the parent typed in their name", () => {
    const names: [string, string][] = [
      [`Ann "Annie" O'Neil`, "Ann 'Annie' O'Neil"],
      ["Smith; Jr.", "Smith; Jr."],
      ["Doe, Jane", "Doe, Jane"],
      ["Dr: Who", "Dr: Who"],
      ['"; ROLE=CHAIR:mailto:evil@example.com', "'; ROLE=CHAIR:mailto:evil@example.com"],
      ["Zoë\tÉlodie", "Zoë Élodie"],
    ];
    for (const [typed, shown] of names) {
      const ics = tourInvitation({ ...booking, parent_name: typed }, { id: "b1", startsAt: tourStart("2026-12-07", "9:00 AM") });
      const lines = contentLines(ics);
      // Every line of the calendar keeps to the grammar, not just the attendee.
      for (const line of lines) expect(() => parseContentLine(line), line).not.toThrow();
      const attendees = lines.map(parseContentLine).filter((l) => l.name === "ATTENDEE");
      expect(attendees, typed).toHaveLength(1);
      expect(attendees[0]!.params.CN, typed).toEqual([shown]);
      expect(attendees[0]!.params.ROLE, typed).toEqual(["REQ-PARTICIPANT"]);
      expect(attendees[0]!.value, typed).toBe("mailto:james@example.com");
    }
  });
});

describe("contact acknowledgement", () => {
  const message = { parent_name: "Ana Ruiz", email: "ana@example.com", phone: undefined, grade_level: undefined, message: "¿Tienen cupo?" };

  it("is in the language of the page the form was sent from; the admissions copy stays English", () => {
    const [admissions, family] = contactMails(message, [{ name: "boletas.pdf", size: 2048 }], "ref", "es");
    expect(admissions!.text).toContain("A family sent a message with the General Contact form.");
    expect(family!.subject).toBe("Recibimos su mensaje - BrightPath Academy");
    expect(family!.text).toContain("Estimado/a Ana Ruiz:");
    expect(family!.text).toContain("Archivos adjuntos:\n- boletas.pdf");
    expect(family!.text).toContain("Horario de oficina: lunes a viernes");
  });

  it("keeps the English words", () => {
    const [, family] = contactMails(message, [], "ref");
    expect(family!.subject).toBe("We received your message - BrightPath Academy");
    expect(family!.text).toContain("Dear Ana Ruiz,");
    expect(family!.text).toContain("\nBrightPath Academy Admissions\n");
    expect(family!.text).toContain("\nOffice hours: Mon-Fri, 8 AM - 6 PM EST");
  });
});

describe("mail headers", () => {
  it("never carry line breaks from what a family typed", () => {
    const [admissions] = contactMails(
      {
        parent_name: "Eve\r\nBcc: victim@example.com",
        email: "eve@example.com",
        phone: undefined,
        grade_level: undefined,
        message: "Hello there, a question.",
      },
      [],
      "ref",
    );
    expect(admissions!.subject).toBe("New contact message from Eve Bcc: victim@example.com");
  });

  it("name a downloaded attachment safely, keeping the exact name for modern browsers", () => {
    expect(attachmentDisposition('report "final".pdf')).toBe(`attachment; filename="report _final_.pdf"; filename*=UTF-8''report%20%22final%22.pdf`);
    expect(attachmentDisposition("élève.txt")).toBe(`attachment; filename="_l_ve.txt"; filename*=UTF-8''%C3%A9l%C3%A8ve.txt`);
  });
});
