import { HeartHandshake, Lock, ShieldCheck } from "lucide-react";
import type { FeatureItem } from "~/components/ui/feature-grid";

/**
 * The safety commitments of docs/product.md section 1, as the three cards of the Safety & Wellbeing section.
 * The home page's trust strip and safety list say the same things in fewer words.
 */
export const SAFETY_CARDS: readonly FeatureItem[] = [
  {
    icon: Lock,
    title: "Children's privacy, protected",
    body: "Our privacy practices are aligned with children's privacy law. Your child's personal information is used to teach and support them, and families can always ask us how it is handled.",
  },
  {
    icon: ShieldCheck,
    title: "Moderated live sessions",
    body: "Every live session is moderated. Children wait in a waiting room until their teacher admits them, and learner verification means only enrolled students join the class.",
  },
  {
    icon: HeartHandshake,
    title: "A kind, watchful community",
    body: "An anti-bullying code of conduct sets clear expectations for how everyone treats one another, and all staff complete mandatory-reporting training, so any concern about a child's wellbeing is acted on.",
  },
];
