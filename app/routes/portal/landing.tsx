// Placeholder until the module for this route lands (issue 6).
export { default } from "./guarded-page";
