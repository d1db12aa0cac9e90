/**
 * The standards view: each child's current mastery per standard (THE rule, over returned marks only),
 * as the level's number and word, or Not yet assessed, with the rule stated beside the figures.
 */
import { MASTERY_IDS } from "#common/learning/mastery";
import type { GradebookStandards } from "#common/schemas/learning/gradebook";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { useLocalize, useT } from "~/lib/i18n";
import { childName } from "./grade-grid";

export function StandardsTable({ data }: { data: GradebookStandards }) {
  const t = useT();
  // The server words the rule in English (THE rule's text, area mastery): shown in the reader's language.
  const localize = useLocalize();
  const cellOf = new Map(data.cells.map((c) => [`${c.studentId}:${c.standardId}`, c]));
  return (
    <div className="space-y-4" data-testid="standards-view">
      <Alert kind="info" title={t("gradebook.standards.ruleTitle")}>
        <p data-testid="mastery-rule">{localize(data.rule)}</p>
      </Alert>
      {data.standards.length === 0 || data.students.length === 0 ? (
        <Card>
          <p>{data.students.length === 0 ? t("gradebook.noChildren") : t("gradebook.standards.noStandard")}</p>
        </Card>
      ) : (
        <div
          className="max-h-[70vh] overflow-auto rounded-lg border"
          role="region"
          aria-label={t("gradebook.standards.label", { className: data.class.name })}
          tabIndex={0}
        >
          <table className="border-separate border-spacing-0 text-left text-sm">
            <caption className="sr-only">{t("gradebook.standards.caption", { className: data.class.name })}</caption>
            <thead>
              <tr>
                <th scope="col" className="sticky left-0 top-0 z-30 min-w-32 border-b border-r bg-muted px-3 py-2 align-bottom font-semibold sm:min-w-48">
                  {t("gradebook.grid.child")}
                </th>
                {data.standards.map((s) => (
                  <th key={s.id} scope="col" className="sticky top-0 z-20 min-w-36 max-w-56 border-b bg-muted px-3 py-2 align-bottom font-semibold">
                    <span className="block">{s.code}</span>
                    <span className="line-clamp-2 block text-xs font-normal text-muted-foreground">{s.description}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.students.map((child) => (
                <tr key={child.id}>
                  <th scope="row" className="sticky left-0 z-10 border-b border-r bg-background px-3 py-2 font-semibold">
                    {childName(child)}
                  </th>
                  {data.standards.map((s) => {
                    const cell = cellOf.get(`${child.id}:${s.id}`);
                    const level = cell?.level ?? null;
                    return (
                      <td key={s.id} className="border-b px-3 py-2 align-top" data-testid={`mastery-${child.id}-${s.id}`}>
                        {level === null ? (
                          <span className="text-muted-foreground">{t("mastery.notYetAssessed")}</span>
                        ) : (
                          <span className="font-semibold">
                            {level} {t(MASTERY_IDS[level].label)}
                          </span>
                        )}
                        {cell && cell.count > 0 ? (
                          <span className="block text-xs text-muted-foreground">{t("gradebook.standards.fromMarks", { count: cell.count })}</span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
