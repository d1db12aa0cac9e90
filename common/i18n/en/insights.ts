/** The English texts of insights and analytics (ids `insights.*`). */
export const insights = {
  // The pages' headings (app/routes/teacher/{insights,analytics}.tsx) and the link between the two screens.
  "insights.page.lead":
    "One class at a glance: children who need attention and the rule behind each flag, attendance, missing and late work, and mastery per standard from returned work.",
  "insights.analytics.page.lead": "One class over the term, week by week: attendance, work handed in on time, days to return work, and mastery per subject.",
  "insights.toAnalytics": "Trends over the term (Analytics)",
  "insights.toInsights": "This class now (Insights)",

  // The class and term pickers (filters.tsx).
  "insights.classesLoadError": "Your classes could not be loaded.",
  "insights.noClasses": "You are not teaching a class yet. The office adds you to your classes.",
  "insights.filters.class": "Class",
  "insights.filters.classOption": "{name} ({grade}, {subject})",
  "insights.filters.term": "Term",
  "insights.filters.wholeYear": "Whole school year",

  // Under every chart's title (charts.tsx).
  "insights.chart.numbersBelow": "The chart's numbers are in the table under it.",

  // Words both screens use: the tables' heads, empty values and rates.
  "insights.col.week": "Week",
  "insights.col.child": "Child",
  "insights.col.missing": "Missing",
  "insights.col.late": "Late",
  "insights.col.absent": "Absent",
  "insights.col.rate": "Rate",
  "insights.weekOf": "Week of {day}",
  "insights.percent": "{rate}%",
  "insights.noAttendance": "no session's attendance taken yet",
  "insights.attendanceCounts": "Present, late and left early count as attended; only sessions whose attendance was taken count.",
  "insights.noReturnedMarks": "No returned marks yet",

  // /teacher/insights (insights-screen.tsx).
  "insights.loadError": "The insights could not be loaded.",
  "insights.attention.title": "Children who need attention",
  "insights.attention.how": "How a child is flagged",
  "insights.attention.ruleLine": "{title}:",
  "insights.attention.none": "No child in {className} is flagged by these rules right now.",
  "insights.attention.flag": "{title}: {detail}",
  "insights.attention.rule": "Rule: {rule}",
  // The attention rules (common/learning/attention.ts, ATTENTION_RULES), by their code.
  "insights.rule.missing.title": "Missing work",
  "insights.rule.missing.text": "{count} or more pieces of work missing that were due in the last {days} days.",
  "insights.rule.late.title": "Often late",
  "insights.rule.late.text": "{count} or more pieces of work handed in late that were due in the last {days} days.",
  "insights.rule.beginning.title": "Beginning on standards",
  "insights.rule.beginning.text": "Current mastery is Beginning (1) on {count} or more standards.",
  "insights.rule.quiet.title": "Nothing handed in",
  "insights.rule.quiet.text": "Work was due in the last {days} days and nothing was handed in for {days} days.",
  "insights.rule.attendance.title": "Attendance",
  "insights.rule.attendance.text": "Attended less than {rate}% of sessions this term",
  // What a child's facts are under a flag (attentionFlags' numbers), by the rule's code.
  "insights.flag.missing": "{count} missing",
  "insights.flag.late": "{count} late",
  "insights.flag.beginning": "Beginning on {count, plural, one {# standard} other {# standards}}",
  "insights.flag.quiet": "{count} due, none handed in",
  "insights.flag.attendance": "Attended {attended} of {sessions} sessions ({rate}%)",
  // Attendance.
  "insights.attendance.title": "Attendance",
  "insights.attendance.class": "Class attendance:",
  "insights.attendance.rate": "{rate}% of children's sessions attended ({absent} absences, {excused} excused)",
  "insights.attendance.flagged":
    "Flagged for attendance: {rule}. Present, late and left early count as attended; only sessions whose attendance was taken count.",
  "insights.attendance.perChild": "Attendance per child",
  "insights.attendance.col.sessions": "Sessions",
  "insights.attendance.col.leftEarly": "Left early",
  "insights.attendance.col.excused": "Excused",
  "insights.attendance.needsAttention": "{rate}%, needs attention",
  // Missing and late work per child.
  "insights.work.title": "Missing and late work",
  "insights.work.noChildren": "No children are enrolled in this class.",
  "insights.work.chartTitle": "Missing and late work per child",
  "insights.work.description": "Missing: not handed in after the child's own due time. Late: handed in after it. Excused work is left out.",
  "insights.work.col.due": "Work due so far",
  // Work per assignment.
  "insights.assignments.title": "Work per assignment",
  "insights.assignments.none": "No published work in this class yet.",
  "insights.assignments.noneThisTerm": "No published work in this class this term yet.",
  "insights.assignments.caption": "Missing, late and handed-in work per assignment",
  "insights.assignments.col.assignment": "Assignment",
  "insights.assignments.col.due": "Due (ET)",
  "insights.assignments.col.handedIn": "Handed in",
  "insights.assignments.noDueDate": "No due date",
  "insights.assignments.handedIn": "{handedIn} of {children}",
  // Mastery per standard.
  "insights.mastery.title": "Mastery per standard",
  "insights.mastery.onlyReturned": "Only returned work counts; marks not yet returned are the teacher's drafts.",
  "insights.mastery.empty": "When work assessing a standard is marked and returned, the children's current mastery shows here.",
  "insights.mastery.chartTitle": "Children at each level of current mastery, per standard",
  "insights.mastery.col.standard": "Standard",
  "insights.mastery.level": "{level} {label}",

  // /teacher/analytics (analytics-screen.tsx).
  "insights.analytics.loadError": "The analytics could not be loaded.",
  // Attendance week by week.
  "insights.analytics.attendance.over": "Attendance over the period:",
  "insights.analytics.attendance.rate": "{rate}% of children's sessions attended",
  "insights.analytics.attendance.none": "No attendance taken yet",
  "insights.analytics.attendance.noneText":
    "Once a session is held in the live room or marked by hand, the share of children attending shows here week by week.",
  "insights.analytics.attendance.chartTitle": "Share of children attending each week",
  "insights.analytics.attendance.series": "Attended (%)",
  "insights.analytics.attendance.caption": "Attendance per week",
  "insights.analytics.attendance.col.sessions": "Sessions taken",
  "insights.analytics.attendance.col.records": "Children's sessions",
  "insights.analytics.attendance.col.attended": "Attended",
  // Work handed in on time.
  "insights.analytics.onTime.title": "Work handed in on time",
  "insights.analytics.onTime.none": "No work has been due yet",
  "insights.analytics.onTime.noneText": "Once published work passes its due time, the share handed in on time shows here week by week.",
  "insights.analytics.onTime.chartTitle": "Share of work due each week that was handed in on time",
  "insights.analytics.onTime.description": "By the week the work was due, with each child's own due time. Excused work is left out.",
  "insights.analytics.onTime.series": "On time (%)",
  "insights.analytics.onTime.caption": "Work due, on time, late and missing per week",
  "insights.analytics.onTime.col.due": "Due",
  "insights.analytics.onTime.col.onTime": "On time",
  "insights.analytics.onTime.col.rate": "On-time rate",
  // Time to return work.
  "insights.analytics.turnaround.title": "Time to return work",
  "insights.analytics.turnaround.none": "No work returned yet",
  "insights.analytics.turnaround.noneText": "When handed-in work is marked and returned, the days it took show here.",
  "insights.analytics.turnaround.chartTitle": "Average days from hand-in to return, per week of return",
  "insights.analytics.turnaround.averageDays": "Average days",
  "insights.analytics.turnaround.days": "{days} d",
  "insights.analytics.turnaround.caption": "Work returned and average days to return it, per week",
  "insights.analytics.turnaround.col.returned": "Returned",
  // Mastery over time.
  "insights.analytics.mastery.title": "Mastery over time",
  "insights.analytics.mastery.eachWeek": "Each week shows the class's average current mastery on the subject's standards as of that week's end.",
  "insights.analytics.mastery.noneText": "When work assessing standards is marked and returned, the class's mastery per subject shows here week by week.",
  "insights.analytics.mastery.chartTitle": "Average current mastery per subject, week by week (1 {lowest} to 4 {highest})",
  "insights.analytics.mastery.caption": "Average current mastery per subject and week",
  "insights.analytics.mastery.col.subject": "Subject",
  "insights.analytics.mastery.col.average": "Average (1-4)",
  "insights.analytics.mastery.col.assessed": "Child and standard pairs assessed",
} as const;
