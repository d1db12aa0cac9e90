/**
 * Time zones a family can pick on /daily-life: every U.S. zone (states and territories) and a few
 * international ones. Labels are written out rather than taken from Intl so the prerendered HTML
 * and the browser's first render are identical whatever the platform's locale data.
 */
import { school } from "#common/school";

export interface ZoneOption {
  id: string;
  label: string;
}

export interface ZoneGroup {
  label: string;
  zones: readonly ZoneOption[];
}

export const ZONE_GROUPS: readonly ZoneGroup[] = [
  {
    label: "United States",
    zones: [
      { id: school.timeZone, label: "Eastern Time (school time)" },
      { id: "America/Chicago", label: "Central Time (Chicago)" },
      { id: "America/Denver", label: "Mountain Time (Denver)" },
      { id: "America/Phoenix", label: "Mountain Time, Arizona (Phoenix)" },
      { id: "America/Los_Angeles", label: "Pacific Time (Los Angeles)" },
      { id: "America/Anchorage", label: "Alaska Time (Anchorage)" },
      { id: "Pacific/Honolulu", label: "Hawaii Time (Honolulu)" },
      { id: "America/Puerto_Rico", label: "Atlantic Time (Puerto Rico, U.S. Virgin Islands)" },
      { id: "Pacific/Guam", label: "Chamorro Time (Guam, Northern Mariana Islands)" },
      { id: "Pacific/Pago_Pago", label: "Samoa Time (American Samoa)" },
    ],
  },
  {
    label: "International",
    zones: [
      { id: "America/Mexico_City", label: "Mexico City" },
      { id: "America/Sao_Paulo", label: "São Paulo" },
      { id: "Europe/London", label: "London" },
      { id: "Europe/Paris", label: "Central Europe (Paris, Berlin, Madrid)" },
      { id: "Africa/Lagos", label: "Lagos" },
      { id: "Africa/Nairobi", label: "Nairobi" },
      { id: "Asia/Dubai", label: "Dubai" },
      { id: "Asia/Kolkata", label: "India (Kolkata)" },
      { id: "Asia/Singapore", label: "Singapore" },
      { id: "Asia/Tokyo", label: "Tokyo" },
      { id: "Australia/Sydney", label: "Sydney" },
      { id: "Pacific/Auckland", label: "Auckland" },
    ],
  },
];

export const LISTED_ZONES: readonly ZoneOption[] = ZONE_GROUPS.flatMap((group) => group.zones);

/** A label for a zone that is not in the list: "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
export function zoneLabel(id: string) {
  return LISTED_ZONES.find((zone) => zone.id === id)?.label ?? (id.split("/").at(-1) ?? id).replace(/_/g, " ");
}
