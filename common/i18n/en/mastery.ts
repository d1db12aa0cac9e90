/**
 * The English texts of the area "mastery" (ids `mastery.*`): THE mastery scale's words
 * (common/learning/mastery.ts reads its English constants from here), for the screens and the report card.
 */
export const mastery = {
  "mastery.level4.label": "Exceeds",
  "mastery.level3.label": "Meets",
  "mastery.level2.label": "Approaching",
  "mastery.level1.label": "Beginning",
  "mastery.level4.meaning": "Goes beyond the standard: applies it in new situations on their own",
  "mastery.level3.meaning": "Meets the standard on their own",
  "mastery.level2.meaning": "Is getting there: meets parts of the standard, or with help",
  "mastery.level1.meaning": "Is starting out: needs a lot of help with the standard",
  "mastery.notYetAssessed": "Not yet assessed",
  "mastery.rule":
    "Current mastery is a decaying average of the returned marks on the standard: the most recent mark counts 65%, the average of the earlier marks 35%, rounded to the nearest level.",
} as const;
