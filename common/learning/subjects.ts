/**
 * The subjects of the curriculum page (docs/product.md section 2, /curriculum): the four core
 * subjects, the specials and social-emotional learning. Migration 0008 inserts them; staff may add
 * more on /admin/courses. `code` is stable and used by the seed, the roster import and icons.
 */
export type SubjectCategory = "core" | "specials" | "sel";

export interface SubjectDefinition {
  code: string;
  name: string;
  category: SubjectCategory;
}

export const DEFAULT_SUBJECTS: readonly SubjectDefinition[] = [
  { code: "homeroom", name: "Homeroom", category: "core" },
  { code: "ela", name: "English Language Arts", category: "core" },
  { code: "math", name: "Mathematics", category: "core" },
  { code: "science", name: "Science", category: "core" },
  { code: "social-studies", name: "Social Studies", category: "core" },
  { code: "art", name: "Art", category: "specials" },
  { code: "music", name: "Music", category: "specials" },
  { code: "pe-health", name: "PE and Health", category: "specials" },
  { code: "digital-citizenship", name: "Digital Citizenship and Coding", category: "specials" },
  { code: "sel", name: "Social-Emotional Learning", category: "sel" },
];

export const SUBJECT_CATEGORY_LABELS: Record<SubjectCategory, string> = {
  core: "Core subject",
  specials: "Specials",
  sel: "Social-emotional learning",
};
