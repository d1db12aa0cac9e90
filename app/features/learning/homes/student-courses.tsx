/** /student/courses: the child's classes with their teachers and weekly times, big and plain. */
import { CalendarDays, UserRound } from "lucide-react";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import type { StudentCourse } from "#common/schemas/learning/homes";
import { ZoneNote } from "./day-notes";
import { useViewerZone } from "~/lib/dates";
import { useLanguage, useT } from "~/lib/i18n";
import { useStudentCourses } from "./homes-api";
import { SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { NoChildRecord } from "./student-home";
import { weeklyTime } from "./time";
import { useSchoolToday } from "~/lib/dates";

export function StudentCourses() {
  const courses = useStudentCourses();
  const zone = useViewerZone();
  const t = useT();
  return (
    <QueryState query={courses} errorTitle={t("child.courses.loadError")} errorText={t("child.askGrownUp")}>
      {(data) =>
        !data.student ? (
          <NoChildRecord />
        ) : data.courses.length === 0 ? (
          <Card className="p-6 text-xl" data-testid="no-courses">
            <p>{t("child.courses.none")}</p>
          </Card>
        ) : (
          <div className="space-y-4">
            <ZoneNote zone={zone} />
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="courses">
              {data.courses.map((course) => (
                <CourseCard key={course.id} course={course} zone={zone} />
              ))}
            </ul>
          </div>
        )
      }
    </QueryState>
  );
}

function CourseCard({ course, zone }: { course: StudentCourse; zone: string }) {
  const today = useSchoolToday();
  const t = useT();
  const language = useLanguage();
  return (
    <li>
      <Card className="flex h-full gap-4 p-5">
        <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
          <SubjectIcon code={course.subjectCode} className="size-9" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-2 break-words">
          <h2 className="text-2xl font-bold">{subjectWord(course.subjectCode, course.subjectName, language)}</h2>
          <p className="text-muted-foreground">{course.name}</p>
          <p className="flex items-center gap-2 text-lg">
            <UserRound className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {course.teachers.length > 0 ? t("child.courses.teachers", { names: course.teachers.join(", ") }) : t("child.courses.noTeacher")}
          </p>
          {course.meetings.length > 0 ? (
            <ul className="space-y-1">
              {course.meetings.map((m) => (
                <li key={`${m.weekday}-${m.startTime}`} className="flex items-start gap-2">
                  <CalendarDays className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span>{weeklyTime(m, zone, today, language)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{t("child.courses.noTimes")}</p>
          )}
        </div>
      </Card>
    </li>
  );
}
