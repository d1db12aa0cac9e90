/** What the homes share about a day and the times on it: the zone line, a day with no classes, the marker badges. */
import { Clock } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { useT } from "~/lib/i18n";
import { LOCALES, type Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import type { HomeDay, HomeSession } from "#common/schemas/learning/homes";
import { longDay, inSchoolZone } from "./time";

/** One line saying how times are shown. */
export function ZoneNote({ zone }: { zone: string }) {
  const t = useT();
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="zone-note">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {inSchoolZone(zone) ? t("portal.homes.zone.school") : t("portal.homes.zone.yours", { zone: zone.replace(/_/g, " ") })}
    </p>
  );
}

/** Why a day has no classes, in plain words, in the reader's language. */
export function noClassesText(day: HomeDay, language: Language): string {
  const date = longDay(day.date, LOCALES[language]);
  if (day.dayOff)
    return t(language, "portal.homes.noClasses.dayOff", { day: date, title: day.dayOff.title, closed: day.dayOff.kind === "closure" ? "yes" : "no" });
  if (day.weekend) return t(language, "portal.homes.noClasses.weekend", { day: date });
  return t(language, "portal.homes.noClasses.none", { day: date });
}

export function MarkerBadge({ session }: { session: HomeSession }) {
  const t = useT();
  if (session.status === "cancelled") return <Badge className="border-destructive/60 text-foreground">{t("portal.homes.marker.cancelled")}</Badge>;
  if (session.marker === "now") return <Badge className="border-success bg-success text-success-foreground">{t("portal.homes.marker.now")}</Badge>;
  if (session.marker === "next") return <Badge className="border-primary bg-primary text-primary-foreground">{t("portal.homes.marker.next")}</Badge>;
  return null;
}
