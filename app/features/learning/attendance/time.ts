/**
 * Attendance's times: in the viewer's zone, with the school's zone named (families abroad, a
 * teacher travelling).
 */
import { zoneSentence } from "../../../../common/learning/calendar";
import { dateInZone } from "../../../../common/time-zone";

/** "Times in your time zone, the school's (Eastern Time)." and the like. */
export const zoneNote = (zone: string) => zoneSentence(zone, zone);

const formatters = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();
function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = {
      time: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone }),
      day: new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: zone }),
    };
    formatters.set(zone, f);
  }
  return f;
}

/** "9:05 AM" in `zone`. */
export const timeIn = (iso: string, zone: string) => formatter(zone).time.format(new Date(iso)).replace(/\u202f/g, " ");
/** "Tue, Nov 24" in `zone`. */
export const dayIn = (iso: string, zone: string) => formatter(zone).day.format(new Date(iso));
/** "9:00 – 9:45 AM" style span in `zone` ("9:00 AM – 9:45 AM"). */
export const spanIn = (startsAt: string, endsAt: string, zone: string) => `${timeIn(startsAt, zone)} – ${timeIn(endsAt, zone)}`;

/** Today at the school, "YYYY-MM-DD". */
export const schoolToday = () => dateInZone(Date.now());
