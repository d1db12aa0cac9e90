/**
 * /teacher/attendance-reports: two tabs (the tab in `?tab=`): `Take attendance` (a day's sessions
 * and one session's children to mark) and `Reports` (rates per child and per session, the CSV).
 */
import { BarChart3, ClipboardCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useT } from "~/lib/i18n";
import { AttendanceReports } from "./attendance-reports";
import { TakeAttendance } from "./take-attendance";

export function AttendanceScreen() {
  const [params, setParams] = useSearchParams();
  const t = useT();
  const tab = params.get("tab") === "reports" ? "reports" : "take";
  const chooseTab = (value: string) => {
    const next = new URLSearchParams();
    if (value === "reports") next.set("tab", "reports");
    setParams(next, { preventScrollReset: true });
  };
  return (
    <Tabs value={tab} onValueChange={chooseTab}>
      <TabsList aria-label={t("teaching.attendance.tabs")}>
        <TabsTrigger value="take" data-testid="tab-take">
          <ClipboardCheck aria-hidden="true" />
          {t("teaching.attendance.tab.take")}
        </TabsTrigger>
        <TabsTrigger value="reports" data-testid="tab-reports">
          <BarChart3 aria-hidden="true" />
          {t("teaching.attendance.tab.reports")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="take">{tab === "take" ? <TakeAttendance /> : null}</TabsContent>
      <TabsContent value="reports">{tab === "reports" ? <AttendanceReports /> : null}</TabsContent>
    </Tabs>
  );
}
