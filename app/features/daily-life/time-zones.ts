/**
 * Time zones a family can pick on /daily-life: every U.S. zone (states and territories) and a few
 * international ones. Labels are written out rather than taken from Intl so the prerendered HTML
 * and the browser's first render are identical whatever the platform's locale data.
 */
import type { Language } from "#common/i18n/languages";
import { t, type MessageId } from "#common/i18n/messages";
import { school } from "#common/school";

export interface ZoneOption {
  id: string;
  /** The zone's name in the catalogue (area dailyLife): `dailyLife.zones.<id>`. */
  label: MessageId;
}

export interface ZoneGroup {
  label: MessageId;
  zones: readonly ZoneOption[];
}

const zone = (id: string): ZoneOption => ({ id, label: `dailyLife.zones.${id}` as MessageId });

export const ZONE_GROUPS: readonly ZoneGroup[] = [
  {
    label: "dailyLife.zones.unitedStates",
    zones: [
      zone(school.timeZone),
      zone("America/Chicago"),
      zone("America/Denver"),
      zone("America/Phoenix"),
      zone("America/Los_Angeles"),
      zone("America/Anchorage"),
      zone("Pacific/Honolulu"),
      zone("America/Puerto_Rico"),
      zone("Pacific/Guam"),
      zone("Pacific/Pago_Pago"),
    ],
  },
  {
    label: "dailyLife.zones.international",
    zones: [
      zone("America/Mexico_City"),
      zone("America/Sao_Paulo"),
      zone("Europe/London"),
      zone("Europe/Paris"),
      zone("Africa/Lagos"),
      zone("Africa/Nairobi"),
      zone("Asia/Dubai"),
      zone("Asia/Kolkata"),
      zone("Asia/Singapore"),
      zone("Asia/Tokyo"),
      zone("Australia/Sydney"),
      zone("Pacific/Auckland"),
    ],
  },
];

export const LISTED_ZONES: readonly ZoneOption[] = ZONE_GROUPS.flatMap((group) => group.zones);

/** A zone's label in `language`; one not in the list by its city: "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
export function zoneLabel(id: string, language: Language = "en") {
  const listed = LISTED_ZONES.find((z) => z.id === id);
  return listed ? t(language, listed.label) : (id.split("/").at(-1) ?? id).replace(/_/g, " ");
}
