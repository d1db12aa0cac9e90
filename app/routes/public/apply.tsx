import { PageHeading } from "~/components/layout/page-heading";
import { ApplicationFlow } from "~/features/application/application-flow";
import { useT } from "~/lib/i18n";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/apply";

// /apply and /application show the same page; /apply is the canonical address.
export const meta = ({ location }: Route.MetaArgs) =>
  localizedMeta(location.pathname, (t) => ({
    title: t("application.meta.title"),
    description: t("application.meta.description"),
    keywords: t("application.meta.keywords").split(", "),
    canonical: "/apply",
  }));

export default function Apply() {
  const t = useT();
  return (
    <>
      <PageHeading eyebrow={t("application.heading.eyebrow")} title={t("application.meta.title")} lead={t("application.heading.lead")} />
      <ApplicationFlow />
    </>
  );
}
