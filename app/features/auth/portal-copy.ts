/**
 * What /auth says for each value of its `portal` query (docs/product.md section 2, /auth, and section 1,
 * "Portal copy"): the title, description, feature cards, the create-account button and the role a
 * new account gets. Teacher and administrator accounts are created by the school, so those portals
 * only sign in and explain how to get an account. The words are the catalogue's (common/i18n/en/auth.ts,
 * the spec's copy verbatim), in the language of the `say` given: the screen's, or English for the page's meta.
 */
import {
  Award,
  BookOpen,
  CalendarCheck,
  ChartColumn,
  ChartLine,
  ClipboardList,
  Gamepad2,
  GraduationCap,
  HeartHandshake,
  LayoutDashboard,
  MessagesSquare,
  Presentation,
  Settings,
  ShieldCheck,
  Trophy,
  Users,
  type LucideIcon,
} from "lucide-react";
import { school } from "#common/school";
import { english, type AuthMessageId, type Say } from "./messages";

export const PORTALS = ["student", "parent", "teacher", "admin"] as const;
export type Portal = (typeof PORTALS)[number] | "general";

export interface PortalFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface PortalCopy {
  portal: Portal;
  title: string;
  description: string;
  features: readonly PortalFeature[];
  /** Accounts a visitor may create here: absent for teacher and admin. */
  registration?: { role: "student" | "guardian"; submitLabel: string };
  /** Teacher and admin: why there is no Create Account tab. */
  accountRequired?: { title: string; paragraphs: readonly string[] };
}

/** The key of a feature card whose ids are "<key>.title" and "<key>.text". */
type FeatureKeyOf<Id> = Id extends `${infer Key}.title` ? (`${Key}.text` extends AuthMessageId ? Key : never) : never;
type FeatureKey = FeatureKeyOf<AuthMessageId>;

/** Each portal's copy in the words `say` gives. */
function copyOf(portal: Portal, say: Say): PortalCopy {
  const feature = (icon: LucideIcon, key: FeatureKey) => ({ icon, title: say(`${key}.title`), text: say(`${key}.text`) });
  switch (portal) {
    case "student":
      return {
        portal,
        title: say("auth.portal.student.title"),
        description: say("auth.portal.student.description"),
        features: [
          feature(Gamepad2, "auth.portal.student.games"),
          feature(Trophy, "auth.portal.student.rewards"),
          feature(Award, "auth.portal.student.badges"),
        ],
        registration: { role: "student", submitLabel: say("auth.portal.createStudent") },
      };
    case "parent":
      return {
        portal,
        title: say("auth.portal.parent.title"),
        description: say("auth.portal.parent.description"),
        features: [
          feature(ChartLine, "auth.portal.parent.progress"),
          feature(BookOpen, "auth.portal.parent.curriculum"),
          feature(MessagesSquare, "auth.portal.parent.messaging"),
          feature(CalendarCheck, "auth.portal.parent.conferences"),
          feature(LayoutDashboard, "auth.portal.parent.dashboard"),
        ],
        registration: { role: "guardian", submitLabel: say("auth.portal.createParent") },
      };
    case "teacher":
      return {
        portal,
        title: say("auth.portal.teacher.title"),
        description: say("auth.portal.teacher.description"),
        features: [
          feature(Presentation, "auth.portal.teacher.classes"),
          feature(ClipboardList, "auth.portal.teacher.gradebook"),
          feature(MessagesSquare, "auth.portal.teacher.messages"),
        ],
        accountRequired: {
          title: say("auth.portal.teacher.required.title"),
          paragraphs: [say("auth.portal.teacher.required.who"), say("auth.portal.teacher.required.how")],
        },
      };
    case "admin":
      return {
        portal,
        title: say("auth.portal.admin.title"),
        description: say("auth.portal.admin.description"),
        features: [
          feature(Users, "auth.portal.admin.people"),
          feature(ChartColumn, "auth.portal.admin.operations"),
          feature(Settings, "auth.portal.admin.settings"),
        ],
        accountRequired: {
          title: say("auth.portal.admin.required.title"),
          paragraphs: [say("auth.portal.admin.required.who"), say("auth.portal.admin.required.how")],
        },
      };
    case "general":
      return {
        portal,
        title: school.name,
        description: say("auth.portal.general.description"),
        features: [
          feature(GraduationCap, "auth.portal.general.teachers"),
          feature(BookOpen, "auth.portal.general.curriculum"),
          feature(HeartHandshake, "auth.portal.general.support"),
          feature(ShieldCheck, "auth.portal.general.safe"),
        ],
        registration: { role: "guardian", submitLabel: say("auth.portal.createParent") },
      };
  }
}

/** The copy for a `portal` query value, in English unless a `say` is given; anything unknown (or no value) is the general screen. */
export function portalCopy(value: string | null | undefined, say: Say = english): PortalCopy {
  return copyOf((PORTALS as readonly string[]).includes(value ?? "") ? (value as Portal) : "general", say);
}
