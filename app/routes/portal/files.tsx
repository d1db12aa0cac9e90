import { PageHeading } from "~/components/layout/page-heading";
import { MyFiles } from "~/features/learning/files/my-files";
import { useUser } from "~/lib/auth";
import { useCurrentRoute } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /files: the signed-in person's own files, for every portal role; a child's in simple words. */
export default function FilesPage() {
  const title = useCurrentRoute()?.title ?? "Files";
  const child = useUser().data?.role === "student";
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        title={title}
        lead={child ? "Your pictures, recordings and work." : "Your own files: what you uploaded and handed in, how much space each takes and where it is used."}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <MyFiles child={child} />
      </div>
    </>
  );
}
