/**
 * What /auth says for each value of its `portal` query (docs/product.md section 2, /auth, and section 1,
 * "Portal copy"): the title, description, feature cards, the create-account button and the role a
 * new account gets. Teacher and administrator accounts are created by the school, so those portals
 * only sign in and explain how to get an account.
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

export const REGISTER_PENDING_LABEL = "Creating Account...";

const COPY: Record<Portal, PortalCopy> = {
  student: {
    portal: "student",
    title: "Student Portal",
    description: "Sign in to join your live classes, play learning games and see the rewards and badges you have earned.",
    features: [
      { icon: Gamepad2, title: "Learning Games", text: "Practise reading, math and science with games that grow harder as you grow stronger." },
      { icon: Trophy, title: "Rewards", text: "Finish lessons and challenges to collect rewards along the way." },
      { icon: Award, title: "Badges", text: "Earn badges for effort, kindness and new skills, and see them all in one place." },
    ],
    registration: { role: "student", submitLabel: "Create Student Account" },
  },
  parent: {
    portal: "parent",
    title: "Parent Portal",
    description: "Sign in to follow your child's learning, stay in touch with their teachers and plan what comes next.",
    features: [
      { icon: ChartLine, title: "Progress Tracking", text: "See how your child is doing in every subject, lesson by lesson." },
      { icon: BookOpen, title: "Curriculum Access", text: "Look through what your child is learning this week and what comes next." },
      { icon: MessagesSquare, title: "Teacher Messaging", text: "Write to your child's teachers directly and keep every conversation together." },
      { icon: CalendarCheck, title: "Conference Scheduling", text: "Book parent-teacher conferences at times that suit your family." },
      { icon: LayoutDashboard, title: "Family Dashboard", text: "One view of all your children: classes, work due and messages." },
    ],
    registration: { role: "guardian", submitLabel: "Create Parent Account" },
  },
  teacher: {
    portal: "teacher",
    title: "Teacher Portal",
    description: "Sign in to lead your live classes, share lessons and keep families informed.",
    features: [
      { icon: Presentation, title: "Classes and Lessons", text: "Your class lists, schedules and lesson content in one place." },
      { icon: ClipboardList, title: "Gradebook and Attendance", text: "Record grades and attendance, and follow each student's progress." },
      { icon: MessagesSquare, title: "Family Messages", text: "Keep parents and guardians up to date with their child's learning." },
    ],
    accountRequired: {
      title: "Teacher Account Required",
      paragraphs: [
        "Teacher accounts are created by the school's administrators; they cannot be created here.",
        "If you teach with us, contact the school administrator or our HR team and provide your employment verification. Your sign-in details will then be sent to you by secure email.",
      ],
    },
  },
  admin: {
    portal: "admin",
    title: "Administrator Portal",
    description: "Sign in to manage people, courses, operations and the school's settings.",
    features: [
      { icon: Users, title: "People and Roles", text: "Manage the accounts of staff, families and students." },
      { icon: ChartColumn, title: "Operations and Reports", text: "Follow enrolment, classes and the school's day-to-day running." },
      { icon: Settings, title: "School Settings", text: "Set security policies such as the session timeout." },
    ],
    accountRequired: {
      title: "Administrator Account Required",
      paragraphs: [
        "Administrator accounts are provisioned through secure channels only; they cannot be created here.",
        "The first administrator is set up with the school's bootstrap admin tool during installation. Further administrator accounts are created by an existing administrator.",
      ],
    },
  },
  general: {
    portal: "general",
    title: school.name,
    description: "Access your account",
    features: [
      {
        icon: GraduationCap,
        title: "Expert Licensed Teachers",
        text: "Certified U.S. teachers lead live classes kept small, with a 12:1 student-teacher ratio.",
      },
      { icon: BookOpen, title: "Full K-6 Curriculum", text: "ELA, mathematics, science, social studies and specials, aligned with U.S. state standards." },
      { icon: HeartHandshake, title: "Family Support", text: "Teachers and staff who work with families, including IEP/504 collaboration." },
      { icon: ShieldCheck, title: "Safe, Monitored Environment", text: "Moderated live sessions with waiting rooms and learner verification." },
    ],
    registration: { role: "guardian", submitLabel: "Create Parent Account" },
  },
};

/** The copy for a `portal` query value; anything unknown (or no value) is the general screen. */
export function portalCopy(value: string | null | undefined): PortalCopy {
  return (PORTALS as readonly string[]).includes(value ?? "") ? COPY[value as Portal] : COPY.general;
}
