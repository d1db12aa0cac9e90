/** The English texts of the area "grades" (ids `grades.*`): the spec's words, verbatim. */
export const grades = {
  "grades.name.kindergarten": "Kindergarten",
  "grades.name.grade1": "Grade 1",
  "grades.name.grade2": "Grade 2",
  "grades.name.grade3": "Grade 3",
  "grades.name.grade4": "Grade 4",
  "grades.name.grade5": "Grade 5",
  "grades.name.grade6": "Grade 6",
  /** A grade's name with its ages: "Grade 1 (ages 6-7)". */
  "grades.withAges": "{name} (ages {ages})",
  /** No grade at all (a date of birth outside K-6, a placement not decided). */
  "grades.outsideK6": "Outside K-6",
} as const;
