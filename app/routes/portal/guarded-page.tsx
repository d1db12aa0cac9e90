import { PageHeading } from "~/components/layout/page-heading";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** One module for every guarded area whose content is not built yet: its heading from the route table. */
export default function GuardedPage() {
  const title = useCurrentRoute()?.title ?? "Portal";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} />
    </>
  );
}
