import { HeartHandshake, Lock, ShieldCheck } from "lucide-react";
import type { FeatureText } from "./feature-texts";

/**
 * The safety commitments of docs/product.md section 1, as the three cards of the Safety & Wellbeing section.
 * The home page's trust strip and safety list say the same things in fewer words.
 */
export const SAFETY_CARDS: readonly FeatureText[] = [
  { icon: Lock, title: "school.safety.privacy.title", body: "school.safety.privacy.body" },
  { icon: ShieldCheck, title: "school.safety.moderated.title", body: "school.safety.moderated.body" },
  { icon: HeartHandshake, title: "school.safety.community.title", body: "school.safety.community.body" },
];
