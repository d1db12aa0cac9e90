/** The demo school (npm run seed:demo): plan it (pure), write it, and the password every account shares. */
export { planDemoSchool, type DemoPlan, type DemoOptions, type PlannedClass, type PlannedStudent, type PlannedUser } from "./plan";
export { demoCalendar } from "./calendar";
export {
  DEFAULT_DEMO_SEED,
  DEFAULT_DEMO_STUDENTS,
  DemoRefused,
  NOT_EMPTY_MESSAGE,
  databaseHasData,
  demoAccounts,
  seedDemoSchool,
  type DemoAccount,
  type DemoCounts,
  type DemoSeedResult,
} from "./write";
export { demoPasswordProblems, generateDemoPassword, resolveDemoPassword } from "./password";
