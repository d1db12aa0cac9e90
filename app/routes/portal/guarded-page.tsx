import { useLocation } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { fullTitle } from "~/lib/seo";
import { findRoute } from "../../../common/routes";

/** One module for every guarded area whose content is not built yet: its heading from the route table. */
export default function GuardedPage() {
  const { pathname } = useLocation();
  const title = findRoute(pathname.replace(/\/+$/, "") || "/")?.title ?? "Portal";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} />
    </>
  );
}
