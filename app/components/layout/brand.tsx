import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { school } from "#common/school";
import { useLanguage, useT } from "~/lib/i18n";
import { localizedPath } from "#common/i18n/public-paths";

export function Brand() {
  const t = useT();
  const language = useLanguage();
  return (
    <Link
      to={localizedPath("/", language)}
      className="flex min-w-0 items-center gap-2 rounded-md font-bold text-foreground"
      aria-label={t("site.brand.home", { school: school.name })}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCap className="size-5" aria-hidden="true" />
      </span>
      {/* May wrap: with a child's largest text the header must still fit a 375 px phone. */}
      <span className="min-w-0 text-lg leading-tight [overflow-wrap:anywhere]">{school.name}</span>
    </Link>
  );
}
