import { GraduationCap, Laptop, Users } from "lucide-react";
import { FeatureGrid } from "~/components/ui/feature-grid";

const HIGHLIGHTS = [
  {
    icon: Laptop,
    title: "Remote and Full-Time",
    body: "Every position is remote and full-time. Teach live classes from your own workspace, on a U.S. Eastern Time school day.",
  },
  {
    icon: Users,
    title: "Small Classes",
    body: "With a 12:1 student-teacher ratio you know each child by name, see their progress, and work closely with their family.",
  },
  {
    icon: GraduationCap,
    title: "Training and Growth",
    body: "Start with mandatory-reporting training and our safety practices for moderated live sessions, then keep growing through professional development.",
  },
] as const;

/** The three benefit cards of the careers page (docs/product.md section 2). */
export function CareersHighlights() {
  return <FeatureGrid items={HIGHLIGHTS} />;
}
