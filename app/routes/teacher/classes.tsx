import { Fragment } from "react";
import { PageHeading } from "~/components/layout/page-heading";
import { TeacherClasses } from "~/features/learning/homes/teacher-classes";
import { TeacherClassSections } from "~/features/learning/progress/teacher-sections";
import { GivePointsButton } from "~/features/learning/rewards/give-points";
import { ClassSignInCardsButton, mayMakeClassCards } from "~/features/sign-in-cards/class-sign-in-cards";
import { useRouteTitle } from "~/lib/current-route";
import { useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";

/** /teacher/classes: each class's roster with the children's accommodations and guardians' contacts, its sign-in cards; report comments and portfolio requests. */
export default function TeacherClassesPage() {
  const title = useRouteTitle();
  const t = useT();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="print:hidden">
        <PageHeading title={title} lead={t("teaching.classes.lead")} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 print:p-0">
        <TeacherClasses
          classActions={(c) => (
            <Fragment key={c.id}>
              <GivePointsButton classId={c.id} className={c.name} />
              {mayMakeClassCards(c.myRole) ? <ClassSignInCardsButton classId={c.id} className={c.name} /> : null}
            </Fragment>
          )}
        />
        <div className="mt-12">
          <TeacherClassSections />
        </div>
      </div>
    </>
  );
}
