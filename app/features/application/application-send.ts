/**
 * What sending the application needs and reading its answer: the API client and the error readers.
 * Downloaded with the validation code (on the first focus, at the latest on submit), so the /apply
 * page stays within its JavaScript budget (docs/decisions/0009).
 */
export { submitApplication } from "./application-api";
export { fieldErrorsOf, formErrorMessage } from "~/lib/form-errors";
