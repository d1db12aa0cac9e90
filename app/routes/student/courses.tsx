import { StudentCourses } from "~/features/learning/homes/student-courses";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";

/** /student/courses: the child's classes, teachers and weekly times. */
export default function StudentCoursesPage() {
  const title = useRouteTitle();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="break-words text-3xl font-bold sm:text-4xl">{title}</h1>
        <StudentCourses />
      </div>
    </>
  );
}
