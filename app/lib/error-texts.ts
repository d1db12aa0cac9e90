/**
 * The texts of the forms' error alerts (docs/product.md section 8, "Contact and tour generic error display"),
 * apart from the code that chooses between them (form-errors.ts), so a page can name them without
 * downloading that code before the visitor sends anything.
 */
export const INPUT_ERROR = "Please check your input and try again.";
export const NETWORK_ERROR = "Connection error. Please check your internet connection and try again.";
export const SERVER_ERROR = "Server error. Please try again in a few moments.";
export const UNEXPECTED_ERROR = "An unexpected error occurred. Please try again.";
