/** The English texts of the area "forms" (ids `forms.*`): the spec's words, verbatim. */
export const forms = {
  "forms.optional": " (optional)",
  "forms.honeypot": "Leave this field empty",
  "forms.status.checking": "Checking...",
  "forms.status.valid": "Looks good",

  "forms.upload.ready": "Ready to send",
  "forms.upload.uploading": "Uploading {fileName}",
  "forms.upload.uploaded": "Uploaded",
  "forms.upload.failed": "Upload failed",
  "forms.upload.remove": "Remove {fileName}",
  "forms.upload.list": "Attached files",

  "forms.password.show": "Show {what}",
  "forms.password.hide": "Hide {what}",
  "forms.password.what": "password",
  "forms.password.whatNew": "new password",
  "forms.password.requirements": "Password requirements",
  "forms.password.ruleLength": "At least {min} characters",
  "forms.password.ruleUpper": "One uppercase letter",
  "forms.password.ruleLower": "One lowercase letter",
  "forms.password.ruleDigit": "One number",
  "forms.password.met": " (met)",
  "forms.password.notMet": " (not met)",
  "forms.childPassword.suggest": "Make one for me",
  "forms.childPassword.suggested": "Suggested: <b>{words}</b>. Tell {name} these words and keep them somewhere safe.",
  // A picture password (common/learning/picture-password.ts): the dialog's choice, and the pictures both the dialog and /auth show.
  "forms.childPassword.kind": "Kind of password",
  "forms.childPassword.kindWords": "Words",
  "forms.childPassword.kindPictures": "Pictures",
  "forms.childPassword.picturesHint": "Choose 4 pictures in order. A picture can be used more than once.",
  "forms.childPassword.picturesRequired": "Choose 4 pictures",
  "forms.childPassword.picturesSuggested": "Suggested: <b>{pictures}</b>. Show {name} these pictures in this order and keep them somewhere safe.",
  "forms.picturePassword.pictures": "Pictures",
  "forms.picturePassword.chosen": "Chosen pictures",
  "forms.picturePassword.count": "{count} of {total} pictures chosen",
  "forms.picturePassword.removeLast": "Remove the last picture",
  "forms.picturePassword.word":
    "{picture, select, cat {Cat} dog {Dog} rabbit {Rabbit} bird {Bird} fish {Fish} turtle {Turtle} rocket {Rocket} star {Star} sun {Sun} flower {Flower} tree {Tree} music {Music} other {Picture}}",

  // The alerts of a failed submit (app/lib/error-texts.ts), verbatim: localize() finds them by their English.
  "forms.error.input": "Please check your input and try again.",
  "forms.error.network": "Connection error. Please check your internet connection and try again.",
  "forms.error.server": "Server error. Please try again in a few moments.",
  "forms.error.unexpected": "An unexpected error occurred. Please try again.",

  // The shared field rules (common/schemas/fields.ts, honeypot.ts, uploads.ts), verbatim.
  "forms.validation.email": "Please enter a valid email address",
  "forms.validation.plusEmail": "Email addresses with '+' symbols are not supported for school communications",
  "forms.validation.phone": "Please enter a valid phone number",
  "forms.validation.unusual": "Please remove unusual characters",
  "forms.validation.text": "Must be text",
  "forms.validation.honeypot": "We couldn't accept this submission. Please try again, or call or email our admissions team.",
  "forms.validation.fileEmpty": "File is empty and cannot be uploaded",
  // The child-password dialog's frame (issue 32: it was English only).
  "forms.childPassword.title": "Set {name}'s password",
  "forms.childPassword.description": "{name} signs in with the username {username} and this password. Devices signed in as {name} are signed out.",
  "forms.childPassword.submit": "Set password",
  "forms.childPassword.saving": "Saving...",
  "forms.childPassword.newPassword": "New password",
  "forms.childPassword.toggle": "new password",
} as const;
