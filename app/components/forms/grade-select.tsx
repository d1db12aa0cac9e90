import type { ComponentProps } from "react";
import { Select } from "~/components/ui/input";
import { useLanguage } from "~/lib/i18n";
import { GRADE_LEVELS, gradeNameWithAges } from "#common/grades";

export interface GradeSelectProps extends ComponentProps<"select"> {
  /** The first, empty option ("Select a grade level"). */
  placeholder: string;
}

/**
 * The grade levels of the contact and tour forms (docs/product.md section 3): values "kindergarten",
 * "grade-1" ... "grade-6", labelled with the ages ("Kindergarten (ages 5-6)").
 */
export function GradeSelect({ placeholder, ...props }: GradeSelectProps) {
  const language = useLanguage();
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {GRADE_LEVELS.map((grade) => (
        <option key={grade.formValue} value={grade.formValue}>
          {gradeNameWithAges(grade, language)}
        </option>
      ))}
    </Select>
  );
}
